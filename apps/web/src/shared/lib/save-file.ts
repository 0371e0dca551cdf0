/**
 * The UTF-8 byte-order mark that the API's CSV files start with, so that Excel reads them as UTF-8 (names
 * in other scripts open garbled without it). Reading the answer as text drops it, so it is written again.
 */
const UTF8_BOM = '\uFEFF';

/** Saves text as a file of the given type through a temporary download link (nothing kept after). */
export const saveTextFile = (fileName: string, text: string, type = 'text/plain;charset=utf-8'): void => {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};

/** Saves text as a CSV file (UTF-8 with a byte-order mark). */
export const saveCsvFile = (fileName: string, text: string): void =>
  saveTextFile(fileName, text.startsWith(UTF8_BOM) ? text : `${UTF8_BOM}${text}`, 'text/csv;charset=utf-8');
