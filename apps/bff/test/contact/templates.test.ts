import { describe, expect, it } from 'vitest';
import { SAMPLE_CUSTOMER_CENTRE } from '@portal/contracts/contact/customer-centre';
import { loadConfig } from '../../src/config.ts';
import { inquiryMails, opinionMails } from '../../src/modules/contact/templates.ts';
import { VALID_INQUIRY } from './support.ts';

const receipt = { id: 'INQ-20261124-ABC123', receivedAt: new Date('2026-11-24T03:00:00Z'), memberId: null };

describe('contact mails: the customer centre’s signature (a setting; hours from spec portal.md §9)', () => {
  it('signs the acknowledgements with the number and hours of the settings, and notifies the centre’s address', () => {
    const { customerCentre } = loadConfig({
      CUSTOMER_CENTRE_PHONE: '0120-123-456',
      CUSTOMER_CENTRE_HOURS: '09:00-17:00',
    });
    const recipients = { customerCentreEmail: 'centre@lifeyell.example', customerCentre };
    const [acknowledgement, notification] = inquiryMails(VALID_INQUIRY, receipt, recipients);
    expect(acknowledgement?.text).toContain('電話：0120-123-456（通話料無料）');
    expect(acknowledgement?.text).toContain('受付時間：平日・土日祝 09:00〜17:00');
    expect(notification?.to).toBe('centre@lifeyell.example');
    const [opinionAcknowledgement] = opinionMails(
      { comments: { service: 'よいです' }, gender: 'woman', ageBand: '30s' },
      { ...receipt, memberId: 'm1', memberName: '山田 花子', memberEmail: 'hanako@example.jp' },
      recipients,
    );
    expect(opinionAcknowledgement?.text).toContain('電話：0120-123-456（通話料無料）');
  });

  it('signs with the sample number in development, not an invented one', () => {
    const [acknowledgement] = inquiryMails(VALID_INQUIRY, receipt, {
      customerCentreEmail: 'centre@lifeyell.example',
      customerCentre: loadConfig({}).customerCentre,
    });
    expect(acknowledgement?.text).toContain(`電話：${SAMPLE_CUSTOMER_CENTRE.phone}（通話料無料）`);
    expect(acknowledgement?.text).toContain('受付時間：平日・土日祝 10:00〜18:00');
  });
});
