import { useEffect, useId, useReducer, useRef, useState, type ComponentType } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { ModalButtons } from './modal-buttons';
import type { TModalProps, TModalViewProps } from './modal-view';

export type { TModalButtonColor, TModalProps } from './modal-view';

let ModalView: ComponentType<TModalViewProps> | undefined;
let loading: Promise<void> | undefined;

/**
 * Loads the modal's full form (MUI's dialog: its look, focus trap and transitions), which is not part of
 * the first screen's JavaScript. The first modal mounted (the kiosk header's, at start) starts it; a failed
 * load is forgotten, so the next modal that opens tries again.
 */
export const preloadModal = (): Promise<void> =>
  (loading ??= import('./modal-view').then(
    (module) => {
      ModalView = module.ModalView;
    },
    () => {
      loading = undefined;
    },
  ));

/** docs/product.md §2 modal. Until its full form has loaded, an open modal shows as {@link PlainModal}. */
export function Modal(props: TModalProps) {
  const [, viewLoaded] = useReducer((count: number) => count + 1, 0);
  // Mounted from opening until its closing transition has ended: a closed modal renders nothing, so the
  // screens that hold one (every kiosk header) do not render MUI's dialog at each navigation.
  const [isMounted, setMounted] = useState(props.isOpen);
  if (props.isOpen && !isMounted) setMounted(true);
  useEffect(() => {
    if (!ModalView) void preloadModal().then(viewLoaded);
  }, [props.isOpen]);
  if (ModalView && isMounted) return <ModalView {...props} onExited={() => setMounted(false)} />;
  return props.isOpen ? <PlainModal {...props} /> : null;
}

/**
 * The same title, content and buttons on a plain full-screen panel: what a visitor sees if a modal
 * opens before its full form has loaded (the first moments after start, or a server out of reach since
 * then) — the emergency steps must show whatever happens.
 */
function PlainModal({
  title,
  onClose,
  cancelLabel,
  onCancel,
  confirmLabel,
  onConfirm,
  confirmColor,
  isConfirmDisabled,
  banner,
  name,
  children,
}: TModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => panel.current?.focus(), []);
  return (
    <Box
      ref={panel}
      role="dialog"
      aria-modal="true"
      aria-labelledby={titleId}
      tabIndex={-1}
      data-modal={name}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose?.();
      }}
      sx={{
        position: 'fixed',
        inset: 0,
        zIndex: 'modal',
        overflow: 'auto',
        bgcolor: 'background.paper',
        p: 16,
        display: 'flex',
        flexDirection: 'column',
        gap: 8,
      }}
    >
      <Typography id={titleId} component="h2" variant="p2">
        {title}
      </Typography>
      {banner}
      {children ? <Box sx={{ typography: 'p4' }}>{children}</Box> : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {onClose ? (
          <Button variant="outlined" onClick={onClose} data-keypad-back sx={{ minWidth: 160 }}>
            {t('modal.close')}
          </Button>
        ) : null}
        <ModalButtons
          cancelLabel={cancelLabel}
          onCancel={onCancel}
          confirmLabel={confirmLabel}
          onConfirm={onConfirm}
          confirmColor={confirmColor}
          isConfirmDisabled={isConfirmDisabled}
        />
      </Box>
    </Box>
  );
}
