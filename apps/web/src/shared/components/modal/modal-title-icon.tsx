import type { SvgIconComponent } from '@mui/icons-material';
import AccessAlarmIcon from '@mui/icons-material/AccessAlarm';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import ExitToAppIcon from '@mui/icons-material/ExitToApp';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import HourglassBottomIcon from '@mui/icons-material/HourglassBottom';
import KeyIcon from '@mui/icons-material/Key';
import LanguageIcon from '@mui/icons-material/Language';

/** docs/product.md §2: the title icons a modal may show. */
export const MODAL_TITLE_ICONS = ['language', 'error', 'alarm', 'key', 'help', 'timeout', 'exit'] as const;

export type TModalTitleIcon = (typeof MODAL_TITLE_ICONS)[number];

/** The MUI icon of each title icon name. */
export const MODAL_ICON_COMPONENTS: Record<TModalTitleIcon, SvgIconComponent> = {
  language: LanguageIcon,
  error: ErrorOutlineIcon,
  alarm: AccessAlarmIcon,
  key: KeyIcon,
  help: HelpOutlineIcon,
  timeout: HourglassBottomIcon,
  exit: ExitToAppIcon,
};
