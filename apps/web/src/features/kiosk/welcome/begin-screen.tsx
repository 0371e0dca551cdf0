import type { ReactNode } from 'react';
import Button from '@mui/material/Button';
import TouchAppIcon from '@mui/icons-material/TouchApp';
import { useNavigate } from 'react-router';
import { MessageScreen } from '../../../shared/components/kiosk-screen';
import { BEGIN_BUTTON_SX, BEGIN_TITLE_SX } from './begin-button';

type Props = {
  title: string;
  message: string;
  /** The largest button's text ('Tap to begin', 'Start'). */
  beginLabel: string;
  /** Where a tap (anywhere, or on the button) goes. */
  to: string;
  /** More actions under the button. */
  children?: ReactNode;
};

/**
 * The welcome and idle screens' layout: a large title and a tap anywhere to go on; the button serves
 * keyboards and screen readers.
 */
export function BeginScreen({ title, message, beginLabel, to, children }: Props) {
  const navigate = useNavigate();
  const onBegin = () => {
    void navigate(to);
  };
  return (
    <MessageScreen
      onClick={onBegin}
      title={title}
      message={message}
      titleSx={BEGIN_TITLE_SX}
      action={
        <>
          <Button
            variant="contained"
            startIcon={<TouchAppIcon aria-hidden="true" />}
            onClick={(event) => {
              event.stopPropagation();
              onBegin();
            }}
            sx={BEGIN_BUTTON_SX}
          >
            {beginLabel}
          </Button>
          {children}
        </>
      }
    />
  );
}
