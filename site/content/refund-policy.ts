import type { PolicyDocument } from './types';
import { company } from './company';

// The refund policy shown at /refund-policy. Company details come from `company`; never hard-code them here.
export const refundPolicy: PolicyDocument = {
  title: 'Refund Policy',
  summary: `The terms that apply when you buy a course package from ${company.name}, including how and when you can get a refund.`,
  lastUpdated: '2026-11-01',
  intro: [
    {
      kind: 'paragraph',
      text: `This Refund Policy sets out the terms on which ${company.name} ("we", "us" or "our") sells course packages, how you can ask for a refund, and the limits on our responsibility to you. Please read it carefully before you buy.`,
    },
    {
      kind: 'paragraph',
      text: 'Nothing in this policy removes or limits any rights you have as a consumer that cannot be removed or limited by agreement under the law that applies to you.',
    },
  ],
  sections: [
    {
      id: 'purchase-agreement',
      title: 'PURCHASE AGREEMENT',
      blocks: [
        {
          kind: 'paragraph',
          text: 'By buying a course package you enter into an agreement with us and agree to the terms of this policy. If you do not agree, please do not complete your purchase.',
        },
        {
          kind: 'paragraph',
          text: 'A purchase gives you a personal, non-exclusive and non-transferable right to take part in the course and use the features included in the package you chose, for your own learning and not for resale. Depending on the package, this includes:',
        },
        {
          kind: 'list',
          items: [
            'Access to the live webinars of the course and to their recordings and course materials, which remain available to you after the course ends.',
            'Homework review and feedback from teachers for the modules that include homework.',
            'Access to the course chat group and the support level of your package.',
            'Any bonus or exclusive content and any one-to-one mentoring sessions included in your package.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'You may not share your account, copy or redistribute course materials, or record webinars for anyone else. We may suspend access without a refund if these terms are seriously or repeatedly broken.',
        },
        {
          kind: 'paragraph',
          text: 'You may ask for a refund if both of the following are true:',
        },
        {
          kind: 'list',
          items: [
            'No more than 14 days have passed since the date of purchase.',
            "You have not attended the classes of more than two of the course's modules.",
          ],
        },
        {
          kind: 'paragraph',
          text: `To request a refund, email us at ${company.email} from the address you used to buy the package and include your order details: your full name, the order number or receipt, the package you bought and the date of purchase. We will confirm by email whether your request qualifies.`,
        },
        {
          kind: 'paragraph',
          text: 'Approved refunds are returned to the original payment method within 10 business days of approval. We cannot send refunds to a different card, account or person. Your bank or card issuer may take some additional time to show the refund on your statement.',
        },
        {
          kind: 'paragraph',
          text: "The final month of the course is project work. The last month's project work, and any mentoring sessions that have already been delivered to you, are not refundable. Once a refund has been made, your access to the course, its recordings and its materials ends.",
        },
      ],
    },
    {
      id: 'limitation-of-liability',
      title: 'LIMITATION OF LIABILITY',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We work hard to make our courses accurate, useful and available, but they are provided "as is" and "as available". We do not promise that the course, the website or any materials will be uninterrupted, error-free or suitable for every purpose. Learning outcomes depend on your own effort, and we do not guarantee any particular result, such as a job offer, a promotion, a salary level or passing any external exam.',
        },
        {
          kind: 'paragraph',
          text: 'To the fullest extent permitted by law, we will not be liable for any indirect, incidental, special or consequential loss, or for any loss of profits, income, business opportunity, data or goodwill, arising out of or in connection with the course, the website or this policy, even if we were told such loss was possible.',
        },
        {
          kind: 'paragraph',
          text: 'To the fullest extent permitted by law, our total liability to you for all claims arising out of or in connection with your purchase is limited to the amount you paid us for the course package concerned.',
        },
        {
          kind: 'paragraph',
          text: 'Nothing in this policy excludes or limits our liability for death or personal injury caused by our negligence, for fraud or fraudulent misrepresentation, or for any other liability that cannot be excluded or limited by law.',
        },
      ],
    },
    {
      id: 'release-of-claims',
      title: 'RELEASE OF CLAIMS',
      blocks: [
        {
          kind: 'paragraph',
          text: `Our courses involve contact with teachers, mentors, other students and third-party services. If you have a dispute with another student, a community member or a third party, you agree to resolve it directly with that person or organisation. To the fullest extent permitted by law, you release ${company.name}, its directors, employees, teachers and mentors from claims, demands and damages of every kind, known and unknown, arising out of or connected with such disputes.`,
        },
        {
          kind: 'paragraph',
          text: 'If you are a California resident, you waive California Civil Code Section 1542, which says: "A general release does not extend to claims that the creditor or releasing party does not know or suspect to exist in his or her favor at the time of executing the release and that, if known by him or her, would have materially affected his or her settlement with the debtor or released party." If you live elsewhere, you waive any similar law to the extent you are allowed to.',
        },
        {
          kind: 'paragraph',
          text: 'This release does not apply to claims that cannot be released by law, or to claims arising from our own fraud, gross negligence or wilful misconduct.',
        },
      ],
    },
    {
      id: 'indemnification',
      title: 'INDEMNIFICATION',
      blocks: [
        {
          kind: 'paragraph',
          text: `You agree to indemnify and hold harmless ${company.name}, its directors, employees, teachers and mentors from and against any claims, losses, liabilities, damages, costs and expenses, including reasonable legal fees, that arise from:`,
        },
        {
          kind: 'list',
          items: [
            'Your breach of this policy or of any other terms that apply to your purchase.',
            'Your misuse of the course, the website or the course materials, including sharing your account or redistributing materials.',
            'Any content you submit, such as homework, projects, posts or messages.',
            'Your breach of any law or of the rights of any third party.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'We may take over the defence of any matter for which you must indemnify us, in which case you agree to cooperate with us. We will tell you promptly about any claim of this kind that we become aware of.',
        },
      ],
    },
    {
      id: 'online-commerce',
      title: 'ONLINE COMMERCE',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Purchases on our website are processed by third-party payment processors and merchants. When you click a Buy Now link, you may be taken to a checkout page run by one of them. Their terms of service and privacy policies apply to the payment, in addition to this policy, and we encourage you to read them.',
        },
        {
          kind: 'paragraph',
          text: 'We do not collect or store your full card number. Card and payment details are entered directly with the payment processor, which handles them under its own security standards. We receive only the information we need to confirm and manage your order, such as your name, email address, the package bought, the amount paid and the last digits of the card.',
        },
        {
          kind: 'paragraph',
          text: 'Prices are shown in US dollars. Your bank or card issuer may charge currency conversion or foreign transaction fees, which we do not control and cannot refund. Applicable taxes may be added at checkout.',
        },
        {
          kind: 'paragraph',
          text: 'We are not responsible for errors, delays or outages caused by payment processors or merchants. If you think you have been charged incorrectly, please contact us before raising a dispute with your bank, so that we can try to resolve it quickly.',
        },
      ],
    },
    {
      id: 'third-party-resources',
      title: 'THIRD PARTY RESOURCES',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The course may link to or rely on resources provided by third parties, such as webinar and video platforms, messaging apps used for the course chat group, data tools, software libraries, public data sets, articles and job boards. We do not own or control these resources, and including them in the course does not mean that we endorse them.',
        },
        {
          kind: 'paragraph',
          text: 'Your use of third-party resources is at your own risk and is governed by the terms and privacy policies of their providers. We are not responsible for their content, availability, accuracy or security, or for any loss or damage caused by your use of them. If a third-party resource used in the course becomes unavailable, we will try to offer a reasonable alternative, but this does not give rise to a refund outside the conditions in the Purchase Agreement section.',
        },
      ],
    },
    {
      id: 'contact',
      title: 'CONTACT',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you have any questions about this policy, or want to request a refund, please contact us:',
        },
        {
          kind: 'list',
          items: [company.name, `Email: ${company.email}`, `Address: ${company.address}`],
        },
      ],
    },
  ],
};
