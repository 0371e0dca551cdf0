import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '../../shared/api/api-error';
import { fetchDispensingReportCsv } from './stock-api';
import { lastDays } from '../../shared/lib/calendar-days';
import { saveCsvFile } from '../../shared/lib/save-file';
import { languageCodeOf } from '../../i18n/language-code';

const REPORT_DAYS = 30;

export type TReportRange = { from: string; to: string };

/** The report's days (the last 30 at first), the range shown on screen, and the CSV download. */
export const useReportPanel = (deviceId: string, passkey: string) => {
  const { t, i18n } = useTranslation();
  const [range] = useState(() => lastDays(REPORT_DAYS));
  const [from, setFrom] = useState(range.from);
  const [to, setTo] = useState(range.to);
  const [shown, setShown] = useState<TReportRange | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const [message, setMessage] = useState<{ isError: boolean; text: string } | null>(null);

  const onShow = (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    setShown({ from, to });
  };

  const onDownload = async () => {
    setIsBusy(true);
    setMessage(null);
    try {
      // Items named in the staff's language, as on screen.
      const locale = languageCodeOf(i18n.resolvedLanguage);
      const { fileName, csv } = await fetchDispensingReportCsv(deviceId, { from, to }, locale, passkey);
      saveCsvFile(fileName, csv);
      setMessage({ isError: false, text: t('report.saved', { fileName }) });
    } catch (error) {
      const text = error instanceof ApiError ? `${error.message} ${error.description}` : String(error);
      setMessage({ isError: true, text: `${t('report.failed')} ${text}`.trim() });
    } finally {
      setIsBusy(false);
    }
  };

  return { from, setFrom, to, setTo, shown, isBusy, message, onShow, onDownload };
};
