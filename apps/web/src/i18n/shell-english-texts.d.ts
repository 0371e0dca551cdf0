/** en.json without the lazy areas' texts (vite.config.ts, shellEnglishTexts). */
declare module 'virtual:shell-english-texts' {
  const texts: Omit<typeof import('./locales/en.json'), 'console'>;
  export default texts;
}
