import { describe, expect, it, vi } from 'vitest';
import { offerStatusOf } from '../../../test/offer-fixtures';
import { renderWithProviders } from '../../../test/render-app';
import { KioskSessionContext, useKioskSession } from '../session/kiosk-session-context';
import { KioskOfferPanel } from './kiosk-offer-panel';

type TStatus = ReturnType<typeof offerStatusOf>;

describe("the kiosk's offer panel and the session's time", () => {
  it("each step the phone takes starts the kiosk session's time afresh; none before the phone opens", () => {
    const onPhoneProgress = vi.fn();
    function Panel({ status }: { status: TStatus }) {
      const session = useKioskSession();
      return (
        <KioskSessionContext.Provider value={{ ...session, onPhoneProgress }}>
          <KioskOfferPanel
            status={status}
            phoneUrl="https://kiosk.example/phone"
            isBusy={false}
            onRedeem={() => undefined}
            onPayInstead={() => undefined}
          />
        </KioskSessionContext.Provider>
      );
    }
    const view = renderWithProviders(<Panel status={offerStatusOf()} />);
    expect(onPhoneProgress).not.toHaveBeenCalled();
    view.rerender(<Panel status={offerStatusOf({ phoneStep: 'opened' })} />);
    expect(onPhoneProgress).toHaveBeenCalledTimes(1);
    // The same step polled again is not a new one.
    view.rerender(<Panel status={offerStatusOf({ status: 'opted_in', phoneStep: 'opened' })} />);
    expect(onPhoneProgress).toHaveBeenCalledTimes(1);
    view.rerender(<Panel status={offerStatusOf({ status: 'code_sent', phoneStep: 'code_sent' })} />);
    expect(onPhoneProgress).toHaveBeenCalledTimes(2);
  });
});
