import { describe, expect, it } from 'vitest';
import { historySentence } from './history-sentence';

describe('historySentence', () => {
  it('says who signed and what the signature means, with no event code', () => {
    expect(historySentence({ action: 'record.signed', actor_name: 'Olu Ade', meaning: 'performed' })).toBe(
      'Olu Ade signed as the person who did the work',
    );
    expect(
      historySentence({ action: 'record.signature_failed', actor_name: 'Olu Ade', meaning: 'approved' }),
    ).toBe('Olu Ade tried to sign as approver; the password was wrong, so nothing was signed');
  });
  it('reads the work behind the record as sentences, and the system when no person did it', () => {
    expect(historySentence({ action: 'work_order.created', actor_name: 'Mia Manager' })).toBe(
      'Mia Manager created the work order',
    );
    expect(historySentence({ action: 'breakdown.stopped', actor_name: null })).toBe(
      'The system stopped the downtime clock',
    );
  });
  it('turns an event it does not know into words rather than showing its code', () => {
    const sentence = historySentence({ action: 'record.exported_twice', actor_name: 'Tom Tech' });
    expect(sentence).toBe('Tom Tech: record exported twice');
    expect(sentence).not.toMatch(/[._]/);
  });
});
