import { describe, expect, it } from 'vitest';
import { parseStatementLineItemId, statementLineItemId } from '../disputes.js';

describe('statement line item ids', () => {
  it('round-trips a line with and without a vehicle', () => {
    const line = { statementId: 'st-1', stateCode: 'CA', vehicleId: 'veh/odd:id' };
    expect(parseStatementLineItemId(statementLineItemId(line))).toEqual(line);
    const noVehicle = { statementId: 'st-1', stateCode: 'NV', vehicleId: null };
    expect(statementLineItemId(noVehicle)).toBe('st-1/NV/');
    expect(parseStatementLineItemId('st-1/NV/')).toEqual(noVehicle);
  });

  it('names no line when the statement or the state is missing or not a state code', () => {
    for (const id of ['', 'st-1', '/CA/v', 'st-1//v', 'st-1/California/v', 'st-1/ca/v']) {
      expect(parseStatementLineItemId(id)).toBeNull();
    }
  });
});
