import { describe, expect, it } from 'vitest';
import { CUSTOMER_CENTRE } from '@portal/contracts/contact/customer-centre';
import { inquiryMails } from '../../src/modules/contact/templates.ts';
import { VALID_INQUIRY } from './support.ts';

describe('contact mails: the customer centre’s signature (spec portal.md §9)', () => {
  it('signs the acknowledgement with the centre’s one number and hours (CUSTOMER_CENTRE)', () => {
    const [acknowledgement] = inquiryMails(
      VALID_INQUIRY,
      { id: 'INQ-20261124-ABC123', receivedAt: new Date('2026-11-24T03:00:00Z'), memberId: null },
      'centre@lifeyell.example',
    );
    expect(acknowledgement?.text).toContain(`電話：${CUSTOMER_CENTRE.phone}（通話料無料）`);
    expect(acknowledgement?.text).toContain('電話：0120-555-310（通話料無料）');
    expect(acknowledgement?.text).toContain('受付時間：平日・土日祝 10:00〜18:00');
  });
});
