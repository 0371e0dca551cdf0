import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  CONSOLE_API,
  ZCatalogProductCreate,
  ZCatalogProductEdit,
  ZCatalogProductList,
  ZCatalogProductParams,
  ZCatalogProductView,
  ZCatalogSkuCreate,
  ZCatalogSkuEdit,
  ZCatalogSkuParams,
  ZCatalogSkuView,
  ZCatalogTranslations,
  envelope,
} from '@kiosk/contract';
import type { AppContext } from '../../app-context';
import { answers, operatorAs } from '../../http/credentials';
import { operatorAuthor } from '../audit/audit.service';
import { consoleScope, operatorOnly } from '../console/console-scope';
import {
  addSku,
  catalogProduct,
  createProduct,
  editProduct,
  editSku,
  listCatalog,
  setProductRetirement,
  setSkuRetirement,
} from './catalog-admin.service';
import { catalogTranslations } from './catalog-translations.service';

/** Who may change the catalogue: admins (the one place these routes say it); every operator may look. */
const changedBy = operatorAs('admin');
const TAKEN = 'The product or sku id is taken (the field is named): nothing was written.';
const AS_ASKED = 'It is already retired, or already in the catalogue.';

type App = Parameters<FastifyPluginAsyncZod>[0];

/** The console's programme-wide catalogue: products and skus with all their texts, and the translations. */
export const catalogAdminRoutes =
  (ctx: AppContext): FastifyPluginAsyncZod =>
  async (app) => {
    consoleScope(app);
    catalogReadRoutes(app, ctx);
    productWriteRoutes(app, ctx);
    skuWriteRoutes(app, ctx);
    retirementRoutes(app, ctx);
  };

function catalogReadRoutes(app: App, ctx: AppContext) {
  app.get(
    CONSOLE_API.catalogProducts,
    {
      config: operatorAs('viewer'),
      schema: {
        ...operatorOnly,
        summary:
          "Every catalogue product with its skus, all languages, retired ones marked, and the programme's currency their prices are in (operator)",
        response: { 200: envelope(ZCatalogProductList) },
      },
    },
    async () => ({
      data: { products: await listCatalog(ctx.db), currency: ctx.config.programmeCurrency },
    }),
  );

  app.get(
    CONSOLE_API.catalogProduct,
    {
      config: operatorAs('viewer'),
      schema: {
        ...operatorOnly,
        summary: 'One catalogue product with its skus, all languages (operator)',
        params: ZCatalogProductParams,
        response: { 200: envelope(ZCatalogProductView) },
      },
    },
    async (request) => ({ data: await catalogProduct(ctx.db, request.params.productId) }),
  );

  app.get(
    CONSOLE_API.catalogTranslations,
    {
      config: operatorAs('viewer'),
      schema: {
        ...operatorOnly,
        summary:
          'Per language: the catalogue texts it lacks, what kiosks show instead (English), and how many kiosks offer it (operator)',
        response: { 200: envelope(ZCatalogTranslations) },
      },
    },
    async () => ({ data: await catalogTranslations(ctx.db) }),
  );
}

function productWriteRoutes(app: App, ctx: AppContext) {
  app.post(
    CONSOLE_API.catalogProducts,
    {
      config: { ...changedBy, ...answers({ 409: TAKEN }) },
      schema: {
        ...operatorOnly,
        summary: 'Creates a catalogue product with its skus, recorded in the audit log (operator)',
        body: ZCatalogProductCreate,
        response: { 201: envelope(ZCatalogProductView) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createProduct(ctx, operatorAuthor(request.caller), request.body) }),
  );

  app.put(
    CONSOLE_API.catalogProduct,
    {
      config: changedBy,
      schema: {
        ...operatorOnly,
        summary: "Edits a product's own fields (all of them; its skus apart), recorded (operator)",
        params: ZCatalogProductParams,
        body: ZCatalogProductEdit,
        response: { 200: envelope(ZCatalogProductView) },
      },
    },
    async (request) => ({
      data: await editProduct(ctx, operatorAuthor(request.caller), request.params.productId, request.body),
    }),
  );
}

function skuWriteRoutes(app: App, ctx: AppContext) {
  app.post(
    CONSOLE_API.catalogProductSkus,
    {
      config: { ...changedBy, ...answers({ 409: TAKEN }) },
      schema: {
        ...operatorOnly,
        summary: 'Adds a sku to a catalogue product, recorded (operator)',
        params: ZCatalogProductParams,
        body: ZCatalogSkuCreate,
        response: { 201: envelope(ZCatalogProductView) },
      },
    },
    async (request, reply) =>
      reply.code(201).send({
        data: await addSku(ctx, operatorAuthor(request.caller), request.params.productId, request.body),
      }),
  );

  app.put(
    CONSOLE_API.catalogSku,
    {
      config: changedBy,
      schema: {
        ...operatorOnly,
        summary: 'Edits a sku (all its fields), recorded (operator)',
        params: ZCatalogSkuParams,
        body: ZCatalogSkuEdit,
        response: { 200: envelope(ZCatalogSkuView) },
      },
    },
    async (request) => ({
      data: await editSku(ctx, operatorAuthor(request.caller), request.params.skuId, request.body),
    }),
  );
}

function retirementRoutes(app: App, ctx: AppContext) {
  for (const [method, isRetired] of [
    ['post', true],
    ['delete', false],
  ] as const) {
    const verb = isRetired ? 'Retires' : 'Brings back';
    app[method](
      CONSOLE_API.catalogProductRetirement,
      {
        config: { ...changedBy, ...answers({ 409: AS_ASKED }) },
        schema: {
          ...operatorOnly,
          summary: `${verb} a product: a retired one is hidden from every kiosk and cannot be ordered; its orders and reports stay (operator)`,
          params: ZCatalogProductParams,
          response: { 200: envelope(ZCatalogProductView) },
        },
      },
      async (request) => ({
        data: await setProductRetirement(
          ctx,
          operatorAuthor(request.caller),
          request.params.productId,
          isRetired,
        ),
      }),
    );
    app[method](
      CONSOLE_API.catalogSkuRetirement,
      {
        config: { ...changedBy, ...answers({ 409: AS_ASKED }) },
        schema: {
          ...operatorOnly,
          summary: `${verb} a sku: a retired one is hidden from every kiosk and cannot be ordered; its orders and reports stay (operator)`,
          params: ZCatalogSkuParams,
          response: { 200: envelope(ZCatalogSkuView) },
        },
      },
      async (request) => ({
        data: await setSkuRetirement(ctx, operatorAuthor(request.caller), request.params.skuId, isRetired),
      }),
    );
  }
}
