export { Modal, preloadModal, type TModalProps, type TModalButtonColor } from './modal';
export { TITLE_ICON_LONG_PRESS_MS } from './modal-constants';
export { MODAL_TITLE_ICONS, type TModalTitleIcon } from './modal-title-icon';
export { TitleIconHoldContext } from './title-icon-hold';
export { useLongPress } from './use-long-press';
