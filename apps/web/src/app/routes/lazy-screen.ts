import { createElement, lazy, type ComponentType } from 'react';

/** A screen whose code is fetched when it first shows, or ahead of that by `preload`. */
export type TLazyScreen = ComponentType & { preload: () => Promise<unknown> };

/**
 * The screen exported as `name` by the module `load` imports. Once its code is here (fetched ahead by
 * `preload`, or shown before) it renders at once: React's lazy alone would still suspend once and show
 * the loading page on its first showing.
 */
export const lazyScreen = <TModule, TName extends keyof TModule>(
  load: () => Promise<TModule>,
  name: TName & (TModule[TName] extends ComponentType ? unknown : never),
): TLazyScreen => {
  let Loaded: ComponentType | undefined;
  const preload = () =>
    load().then((module) => {
      Loaded = module[name] as ComponentType;
      return { default: Loaded };
    });
  const Suspending = lazy(preload);
  const Screen = () => createElement(Loaded ?? Suspending);
  return Object.assign(Screen, { preload });
};
