import type { TFunction } from 'i18next';

/** An entry's value as spoken: spelled out, a secret's length only, or 'empty'. */
export const spokenEntryOf = (value: string, isSecret: boolean, t: TFunction): string => {
  if (value === '') return t('speech.state.empty');
  if (isSecret) return t('speech.charactersEntered', { number: value.length });
  return [...value].join(' ');
};
