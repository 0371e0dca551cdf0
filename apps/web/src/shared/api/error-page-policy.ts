/**
 * `throwOnError` of the queries a kiosk screen cannot go on without (its order, its verification
 * steps): a failure with nothing loaded yet goes to the route's error page (docs/product.md §8: 'Something went
 * wrong.' with Start Over) instead of a retry the visitor cannot fix. A failed refresh of data already
 * shown keeps the screen.
 */
export const throwWhenNothingLoaded = (_error: unknown, query: { state: { data: unknown } }): boolean =>
  query.state.data === undefined;
