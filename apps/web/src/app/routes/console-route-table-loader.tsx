import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { TScreenRoute } from './screen-route';

/** Every console page's address: the one entry the shell's route table has for them until they have loaded. */
export const CONSOLE_PAGES_PATTERN = '/operator/*';

type THandOverProps = { onLoaded: (routes: TScreenRoute[]) => void };

const loaderOf = (): LazyExoticComponent<ComponentType<THandOverProps>> =>
  lazy(() =>
    import('./console-route-table').then(
      ({ ConsoleRoutesHandOver }) => ({ default: ConsoleRoutesHandOver }),
      (error: unknown) => {
        // React's lazy keeps its failure: the next console page asks again, with a loader of its own.
        Loader = loaderOf();
        throw error;
      },
    ),
  );
let Loader = loaderOf();

/**
 * Stands for every console page until the console's route table (console-route-table.tsx) has come, then
 * hands it to the app's routes (AppRoutes), which put the console's own routes in its place. Until then
 * the layout shows the loading page; a failed fetch shows the error page in the layout, as a screen's does.
 */
export function ConsoleRouteTableLoader(props: THandOverProps) {
  return <Loader {...props} />;
}
