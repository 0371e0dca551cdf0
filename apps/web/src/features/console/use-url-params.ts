import { useSearchParams } from 'react-router';

/** The `page` parameter of the address, or 1 where it is missing or not a page number. */
export const pageOf = (params: URLSearchParams): number => {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/**
 * A list page's request, read from the address by `requestOf`, and a way to change one parameter of it:
 * an empty value drops the parameter, and any change other than the page starts again at page 1.
 */
export const useUrlParams = <TName extends string, TRequest>(
  requestOf: (params: URLSearchParams) => TRequest,
) => {
  const [params, setParams] = useSearchParams();
  const request = requestOf(params);
  const update = (name: TName | 'page', value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name !== 'page') next.delete('page');
        return next;
      },
      { replace: true },
    );
  return { request, update };
};
