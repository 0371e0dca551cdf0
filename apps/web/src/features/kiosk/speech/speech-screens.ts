import type en from '../../../i18n/locales/en.json';

/** A screen of the route table (its name is its title's key). */
export type TScreen = keyof typeof en.screens;
export type TSpeechScreen = keyof typeof en.speech.screens;

/** The verification step a workflow query value shows (docs/product.md §2 route rules, §3 selection keys). */
const WORKFLOW_STEPS: Record<string, TSpeechScreen> = {
  'authorization-age-authorization': 'ageStep',
  'authorization-code-authorization': 'codeStep',
};

const SPOKEN_SCREENS: readonly string[] = [
  'welcome',
  'help',
  'idle',
  'products',
  'productDetail',
  'workflowManager',
  'payment',
  'orderStatus',
  'orderForm',
  'reserveAuthorization',
  'dispense',
  'notFound',
] satisfies TSpeechScreen[];

/** Which "what to do" text a kiosk screen speaks (a verification screen: the step it shows). */
export const speechScreenOf = (screen: TScreen | undefined, search: string): TSpeechScreen | undefined => {
  if (!screen || !SPOKEN_SCREENS.includes(screen)) return undefined;
  if (screen === 'workflowManager') {
    const step = WORKFLOW_STEPS[new URLSearchParams(search).get('workflow') ?? ''];
    if (step) return step;
  }
  return screen as TSpeechScreen;
};
