import type { TLanguageCode, TWorkflow } from '@kiosk/contract';

/** What the workflow manager gives the current step. */
export type TWorkflowStepProps = {
  workflow: TWorkflow;
  /** The step's workflow key (type-subType). */
  workflowKey: string;
  deviceId: string;
  orderId: string;
  locale: TLanguageCode;
  /** The step's form data (docs/product.md §3: held per workflow key). */
  formData: Record<string, string>;
  onFieldChange: (field: string, value: string) => void;
  onClearForm: () => void;
  /** The step passed: the next pending one becomes current. */
  onNext: () => void;
  onCancel: () => void;
};
