import { SELECTION_KEYS, workflowKey } from '@kiosk/contract/values';
import type { TWorkflow } from '@kiosk/contract';

/** docs/product.md §3: form data is held per workflow key (e.g. `dob` of the age step). */
export type TFormData = Record<string, Record<string, string>>;

export type TWorkflowManagerState = {
  /** idle: not started; running: a step is current; done: none left, route by flow key. */
  phase: 'idle' | 'running' | 'done';
  current: TWorkflow | null;
  pending: TWorkflow[];
  formData: TFormData;
};

export type TWorkflowManagerAction =
  | { type: 'start'; workflows: TWorkflow[] }
  | { type: 'next' }
  | { type: 'setField'; key: string; field: string; value: string }
  | { type: 'clearForm'; key: string };

export const INITIAL_WORKFLOW_MANAGER_STATE: TWorkflowManagerState = {
  phase: 'idle',
  current: null,
  pending: [],
  formData: {},
};

const SELECTED: readonly string[] = SELECTION_KEYS;

/** Keeps the workflows whose key is one of the selection keys (docs/product.md §3), in their order. */
export const selectWorkflows = (workflows: TWorkflow[]): TWorkflow[] =>
  workflows.filter((workflow) => SELECTED.includes(workflowKey(workflow)));

const advance = (state: TWorkflowManagerState, queue: TWorkflow[]): TWorkflowManagerState => {
  const [current, ...pending] = queue;
  return current
    ? { ...state, phase: 'running', current, pending }
    : { ...state, phase: 'done', current: null, pending: [] };
};

/**
 * docs/product.md §4 workflow manager: on start the workflows are filtered to the selected keys, the first
 * becomes current and the rest pending (none: done at once); on next the next pending one becomes
 * current, and with none left the manager is done.
 */
export const workflowManagerReducer = (
  state: TWorkflowManagerState,
  action: TWorkflowManagerAction,
): TWorkflowManagerState => {
  switch (action.type) {
    case 'start':
      return advance({ ...state, formData: {} }, selectWorkflows(action.workflows));
    case 'next':
      return state.phase === 'running' ? advance(state, state.pending) : state;
    case 'setField':
      return {
        ...state,
        formData: {
          ...state.formData,
          [action.key]: { ...state.formData[action.key], [action.field]: action.value },
        },
      };
    case 'clearForm': {
      const { [action.key]: _cleared, ...rest } = state.formData;
      return { ...state, formData: rest };
    }
  }
};
