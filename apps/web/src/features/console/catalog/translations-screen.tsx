import './catalog-texts';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import Link from '@mui/material/Link';
import type { TCatalogTranslations, TLanguageCoverage } from '@kiosk/contract';
import { LANGUAGE_NAMES } from '@kiosk/contract/values';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useConsoleFormat, type TConsoleFormat } from '../../../shared/console-ui/console-format';
import { ConsoleSection, ConsoleTable } from '../../../shared/console-ui/console-table';
import { ROUTES, consolePaths } from '../../../shared/routes/paths';
import { ConsoleGate } from '../console-gate';
import { ConsoleLoadState } from '../console-load-state';
import { catalogQueries } from './catalog-queries';
import { LanguageName } from './language-texts-fields';

/** `/operator/catalog/translations`: per language, the catalogue texts it lacks and what shows instead. */
export function TranslationsScreen() {
  return (
    <ConsoleGate>
      <Translations />
    </ConsoleGate>
  );
}

function Translations() {
  const { t } = useTranslation();
  const format = useConsoleFormat();
  const translations = useQuery(catalogQueries.translations());
  return (
    <>
      <Link
        component={RouterLink}
        to={ROUTES.consoleCatalog}
        sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44, mb: 6 }}
      >
        {t('catalog.back')}
      </Link>
      <Typography variant="p4" sx={{ mb: 8 }}>
        {t('catalog.translations.intro')}
      </Typography>
      <ConsoleLoadState query={translations}>
        {(data) => <Coverage coverage={data} format={format} />}
      </ConsoleLoadState>
    </>
  );
}

/** Every language with its kiosks and missing count; then each language that lacks texts, in detail. */
function Coverage({ coverage, format }: { coverage: TCatalogTranslations; format: TConsoleFormat }) {
  const { t } = useTranslation();
  const lacking = coverage.languages.filter((entry) => entry.missing.length > 0);
  return (
    <>
      <ConsoleSection id="languages-caption" title={t('catalog.translations.caption')}>
        <ConsoleTable
          labelledBy="languages-caption"
          head={
            <>
              <TableCell scope="col">{t('catalog.translations.column.language')}</TableCell>
              <TableCell scope="col">{t('catalog.translations.column.kiosks')}</TableCell>
              <TableCell scope="col">{t('catalog.translations.column.missing')}</TableCell>
            </>
          }
        >
          {coverage.languages.map((entry) => (
            <TableRow key={entry.language} data-language={entry.language}>
              <TableCell component="th" scope="row">
                <LanguageName code={entry.language} />
              </TableCell>
              <TableCell>{format.integer(entry.kioskCount)}</TableCell>
              <TableCell>
                {entry.missing.length === 0
                  ? t('catalog.translations.complete')
                  : format.integer(entry.missing.length)}
              </TableCell>
            </TableRow>
          ))}
        </ConsoleTable>
      </ConsoleSection>
      {lacking.map((entry) => (
        <MissingTexts key={entry.language} coverage={entry} />
      ))}
    </>
  );
}

/** What one language lacks: which text of which product or sku, and the English text shown instead. */
function MissingTexts({ coverage }: { coverage: TLanguageCoverage }) {
  const { t } = useTranslation();
  const id = `missing-${coverage.language}`;
  return (
    <ConsoleSection
      id={id}
      title={t('catalog.translations.missingCaption', {
        language: LANGUAGE_NAMES[coverage.language].nameNative,
      })}
    >
      <ConsoleTable
        labelledBy={id}
        head={
          <>
            <TableCell scope="col">{t('catalog.translations.column.text')}</TableCell>
            <TableCell scope="col">{t('catalog.translations.column.where')}</TableCell>
            <TableCell scope="col">{t('catalog.translations.column.fallback')}</TableCell>
          </>
        }
      >
        {coverage.missing.map((text) => (
          <TableRow key={`${text.kind} ${text.productId} ${text.skuId ?? ''}`}>
            <TableCell>{t(`catalog.translations.kind.${text.kind}`)}</TableCell>
            <TableCell>
              <Link
                component={RouterLink}
                to={consolePaths.product(text.productId)}
                sx={{ display: 'inline-flex', alignItems: 'center', minHeight: 44 }}
              >
                {text.skuId ?? text.productId}
              </Link>
            </TableCell>
            <TableCell>
              <span lang="en">{text.fallback}</span>
            </TableCell>
          </TableRow>
        ))}
      </ConsoleTable>
    </ConsoleSection>
  );
}
