import { describe, expect, it } from 'vitest';
import type { TWorkflow, TWorkflowSubType } from '@kiosk/contract';
import {
  INITIAL_WORKFLOW_MANAGER_STATE as INITIAL,
  selectWorkflows,
  workflowManagerReducer as reduce,
} from './workflow-manager-state';

const workflow = (subType: TWorkflowSubType): TWorkflow => ({
  type: 'authorization',
  subType,
  status: 'pending',
  sections: [{ title: subType, description: '' }],
});

const AGE = workflow('age-authorization');
const CODE = workflow('code-authorization');
const RETRIEVE = workflow('retreive-authorization');

describe('workflow manager (docs/product.md §4)', () => {
  it('keeps only the selected keys, in order', () => {
    expect(selectWorkflows([RETRIEVE, AGE, CODE])).toEqual([AGE, CODE]);
    expect(selectWorkflows([RETRIEVE])).toEqual([]);
  });

  it('on start the first selected workflow is current and the rest pending', () => {
    const state = reduce(INITIAL, { type: 'start', workflows: [RETRIEVE, AGE, CODE] });
    expect(state).toMatchObject({ phase: 'running', current: AGE, pending: [CODE] });
  });

  it('on next the next pending one becomes current', () => {
    const started = reduce(INITIAL, { type: 'start', workflows: [AGE, CODE] });
    const second = reduce(started, { type: 'next' });
    expect(second).toMatchObject({ phase: 'running', current: CODE, pending: [] });
  });

  it('with none left it is done', () => {
    const started = reduce(INITIAL, { type: 'start', workflows: [AGE] });
    expect(reduce(started, { type: 'next' })).toMatchObject({ phase: 'done', current: null, pending: [] });
  });

  it('is done at once when no workflow matches', () => {
    expect(reduce(INITIAL, { type: 'start', workflows: [] }).phase).toBe('done');
    expect(reduce(INITIAL, { type: 'start', workflows: [RETRIEVE] }).phase).toBe('done');
  });

  it('ignores next before start and after done', () => {
    expect(reduce(INITIAL, { type: 'next' })).toBe(INITIAL);
    const done = reduce(INITIAL, { type: 'start', workflows: [] });
    expect(reduce(done, { type: 'next' })).toBe(done);
  });

  it('holds form data per workflow key and clears it', () => {
    const key = 'authorization-age-authorization';
    let state = reduce(INITIAL, { type: 'start', workflows: [AGE, CODE] });
    state = reduce(state, { type: 'setField', key, field: 'dob', value: '2000-01-15' });
    state = reduce(state, { type: 'setField', key: 'other', field: 'x', value: 'y' });
    expect(state.formData).toEqual({ [key]: { dob: '2000-01-15' }, other: { x: 'y' } });
    state = reduce(state, { type: 'clearForm', key });
    expect(state.formData).toEqual({ other: { x: 'y' } });
  });
});
