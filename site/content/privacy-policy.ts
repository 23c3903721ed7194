import type { PolicyDocument } from './types';
import { company } from './company';

// The privacy policy shown at /privacy-policy. Company details come from `company`; never hard-code them here.
export const privacyPolicy: PolicyDocument = {
  title: 'Privacy Policy',
  summary: `How ${company.name} collects, uses, shares and protects personal information on its online learning platform, and the choices and rights you have over it.`,
  lastUpdated: '2026-11-01',
  intro: [
    {
      kind: 'paragraph',
      text: `This Privacy Policy explains how ${company.name} ("we", "us" or "our") handles personal information when you visit our website, create an account, enrol in a course, take an exam, work with a mentor, use our career services, join our community or take part in our referral scheme. Together we call these services the "Platform".`,
    },
    {
      kind: 'paragraph',
      text: 'Please read this policy carefully. By using the Platform you acknowledge that your information will be handled as described here. If you do not agree with this policy, please do not use the Platform.',
    },
    {
      kind: 'paragraph',
      text: `${company.name} is the controller of the personal information described in this policy. You can reach us at any time using the details in the "How to Contact Us" section at the end of this page.`,
    },
  ],
  sections: [
    {
      id: 'definitions',
      title: 'Definitions',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The following terms have these meanings throughout this policy:',
        },
        {
          kind: 'list',
          items: [
            'User: anyone who visits or uses the Platform, whether or not they have an account.',
            'Student: a User who has registered an account and enrolled in at least one course, free or paid.',
            'Mentor: an experienced practitioner who teaches webinars, reviews homework, gives feedback or holds mentoring sessions with Students on our behalf.',
            'Referrer: a User who invites another person to the Platform through our referral scheme.',
            'Referee: a person who joins the Platform or buys a course after being invited by a Referrer.',
            'Employer: an organisation that pays for, sponsors or arranges a course for its employees or candidates.',
            'Educational partner: a university, college, training provider or other institution that offers or recognises courses together with us.',
            'Personal information: any information that identifies you or could reasonably be linked to you.',
          ],
        },
      ],
    },
    {
      id: 'information-we-collect',
      title: 'Information We Collect',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We collect information that you give us directly, information created while you use the Platform, and information we receive from third parties. The kinds of information we collect depend on how you use the Platform.',
        },
      ],
      subsections: [
        {
          id: 'account-data',
          title: 'Account Data',
          blocks: [
            {
              kind: 'paragraph',
              text: 'When you register, we collect your username, your email address and a password (which we store only in a securely hashed form). If you buy a course, we also record the package you bought, the price, the date and the order reference. We do not receive or store your full card number; payments are handled by our payment processors.',
            },
          ],
        },
        {
          id: 'profile-data',
          title: 'Profile Information',
          blocks: [
            {
              kind: 'paragraph',
              text: 'You may add information to your profile, such as a display name, photo, short biography, location, skills, work history, portfolio links and the courses and certificates you have completed. You choose whether your profile is public or private. A public profile can be seen by other Users, by hiring partners and, in some cases, by search engines. A private profile is visible only to you, to the Mentors and staff who support your learning, and to us. You can change this setting at any time.',
            },
          ],
        },
        {
          id: 'course-and-exam-data',
          title: 'Course, Exam and Learning Data',
          blocks: [
            {
              kind: 'paragraph',
              text: 'We keep a record of the courses you enrol in, the webinars you attend, your homework and projects, the feedback Mentors give you, your quiz and exam results, and the certificates you earn.',
            },
            {
              kind: 'paragraph',
              text: 'Some exams are proctored to protect the value of our certificates. During a proctored exam we may, with notice to you, record your webcam video, audio and screen, take a photo of you and of an identity document, and log browser activity. We use this information only to confirm your identity and the integrity of the exam, and we keep it for a limited period, as explained in the retention section below.',
            },
          ],
        },
        {
          id: 'career-and-community-data',
          title: 'Career Services and Community Data',
          blocks: [
            {
              kind: 'paragraph',
              text: 'If you use our career services, we collect the information you share with us, such as your CV, job preferences, desired locations and salary range, and notes from career consultations. If you take part in our community, we collect the posts, comments, questions and messages you publish or send, together with your interactions with other members.',
            },
          ],
        },
        {
          id: 'social-login-data',
          title: 'Social Login Data',
          blocks: [
            {
              kind: 'paragraph',
              text: 'You can register or sign in with an account you hold on a third-party service, such as a social network. If you do, that service shares certain information with us according to your settings there, which may include your name, gender, profile picture and email address. We use this information to create and personalise your account. You can disconnect the third-party account at any time, and you can review what is shared in that service\'s own privacy settings.',
            },
          ],
        },
        {
          id: 'referral-scheme-data',
          title: 'Referral Scheme Data',
          blocks: [
            {
              kind: 'paragraph',
              text: 'If you take part in our referral scheme as a Referrer, we record your referral link or code, the people who join through it and the referral credits you earn. To send an invitation on your behalf, we may ask you for the name and email address of the person you want to invite; please only share these details if you are confident the person would welcome the invitation.',
            },
            {
              kind: 'paragraph',
              text: 'If you join as a Referee, we record who referred you, when you registered and whether you bought a course, so that we can apply any discount to you and award referral credits to your Referrer. We may tell your Referrer that you have joined or made a qualifying purchase, but we never tell them what else you do on the Platform.',
            },
          ],
        },
        {
          id: 'information-collected-automatically',
          title: 'Information Collected Automatically',
          blocks: [
            {
              kind: 'paragraph',
              text: 'When you use the Platform, we and our providers automatically collect technical information, including your IP address, device type, operating system, browser type, language settings, approximate location derived from your IP address, the pages you view, the links you click, the time and length of your visits and the site you came from. Much of this is collected through cookies and similar technologies, described below.',
            },
          ],
        },
      ],
    },
    {
      id: 'analytics-and-messaging-providers',
      title: 'Analytics and Messaging Providers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use third-party analytics providers to understand how visitors find and use the Platform, which pages are popular and where people run into problems. These providers load scripts in your browser and collect usage and device information on our behalf. They report statistics to us and may combine information about your visit with information they hold from other websites, under their own privacy policies.',
        },
        {
          kind: 'paragraph',
          text: 'We also use messaging providers to send emails and text messages, to run in-app chat and support conversations, and to host the chat group in which Students talk with Mentors. These providers process your contact details and the content of your messages only to deliver them and to tell us whether messages were delivered and opened.',
        },
      ],
    },
    {
      id: 'cookies',
      title: 'Cookies and Similar Technologies',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cookies are small text files that a website stores in your browser. We and our providers also use similar technologies such as pixels, local storage and software development kits. We refer to all of these as "cookies".',
        },
      ],
      subsections: [
        {
          id: 'types-of-cookies',
          title: 'Types of Cookies We Use',
          blocks: [
            {
              kind: 'list',
              items: [
                'Strictly necessary cookies keep you signed in, remember your choices and protect the Platform against fraud. The Platform cannot work properly without them.',
                'Preference cookies remember settings such as your language and display options.',
                'Analytics cookies help us measure traffic and understand how the Platform is used so that we can improve it.',
                'Advertising cookies are described in the next subsection.',
              ],
            },
          ],
        },
        {
          id: 'advertising-cookies',
          title: 'Advertising Cookies',
          blocks: [
            {
              kind: 'paragraph',
              text: 'We work with advertising partners who place cookies on the Platform to show you ads for our courses on other websites and apps, to measure how well our campaigns perform and to avoid showing you the same ad too often. These partners may build a profile of your interests from your activity across different sites. Where the law requires it, we only set advertising cookies after you have agreed to them, and you can withdraw that agreement at any time.',
            },
          ],
        },
        {
          id: 'managing-cookies',
          title: 'Managing Cookies',
          blocks: [
            {
              kind: 'paragraph',
              text: 'You can accept or refuse non-essential cookies through our cookie settings, and you can block or delete cookies in your browser settings. Many advertising networks also offer their own opt-out tools. If you block all cookies, some parts of the Platform, such as signing in, may not work.',
            },
          ],
        },
        {
          id: 'do-not-track',
          title: 'Do-Not-Track Signals',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Some browsers let you send a "do not track" signal to the websites you visit. Because there is no common industry standard for how to interpret these signals, the Platform does not currently respond to them. You can still control cookies using the options described above.',
            },
          ],
        },
      ],
    },
    {
      id: 'how-we-use-information',
      title: 'How We Use Your Information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use personal information for the following purposes:',
        },
        {
          kind: 'list',
          items: [
            'To create and manage your account and your profile.',
            'To deliver courses, webinars, recordings, homework reviews and mentoring sessions, and to track your progress.',
            'To run proctored exams, confirm your identity and issue and verify certificates.',
            'To process payments, issue receipts and handle refunds.',
            'To provide career services and, where your profile is public, to help hiring partners find you.',
            'To run the community and to keep it safe and respectful.',
            'To operate the referral scheme, apply discounts and award referral credits.',
            'To send you service messages, study reminders and, where you have agreed, marketing.',
            'To answer your questions and provide support.',
            'To analyse how the Platform is used and to improve our courses and features.',
            'To detect, prevent and investigate fraud, cheating, abuse and security incidents.',
            'To comply with our legal obligations and to establish, exercise or defend legal claims.',
          ],
        },
      ],
      subsections: [
        {
          id: 'legal-bases',
          title: 'Legal Bases for Processing',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Where data protection law requires a legal basis, we rely on one or more of the following: performing our contract with you (for example, delivering a course you have bought); our legitimate interests in running, securing and improving the Platform, where those interests are not overridden by your rights; your consent (for example, for advertising cookies, marketing or sharing with business partners), which you can withdraw at any time; and compliance with legal obligations, such as keeping tax records.',
            },
          ],
        },
      ],
    },
    {
      id: 'how-we-share-information',
      title: 'How We Share Your Information',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We do not sell your personal information for money. We share it only in the situations described below, and only as much as each purpose requires.',
        },
      ],
      subsections: [
        {
          id: 'service-providers',
          title: 'Service Providers',
          blocks: [
            {
              kind: 'paragraph',
              text: 'We use trusted companies to host the Platform, store data, process payments, stream video, run webinars, proctor exams, send messages, provide analytics and offer customer support. They may access personal information only to perform services for us, under contracts that require them to protect it and forbid them from using it for their own purposes.',
            },
          ],
        },
        {
          id: 'sponsoring-employers',
          title: 'Employers Sponsoring a Course',
          blocks: [
            {
              kind: 'paragraph',
              text: 'If an employer pays for or arranges your course, we may share your enrolment status, attendance, progress, exam results and certificates with that employer so it can confirm that you are taking part and completing the course. We do not share the content of your private messages with Mentors.',
            },
          ],
        },
        {
          id: 'educational-partners',
          title: 'Educational Partners',
          blocks: [
            {
              kind: 'paragraph',
              text: 'If you take a course that we offer together with an educational partner, or that an educational partner recognises for credit, we may share your name, contact details, enrolment, results and certificates with that partner so it can administer, accredit or recognise your studies.',
            },
          ],
        },
        {
          id: 'business-partners',
          title: 'Business Partners',
          blocks: [
            {
              kind: 'paragraph',
              text: 'From time to time we may work with other businesses to offer you joint promotions, discounts or services. We will share your information with a business partner only with your consent, and you can withdraw that consent at any time.',
            },
          ],
        },
        {
          id: 'hiring-partners',
          title: 'Hiring Partners',
          blocks: [
            {
              kind: 'paragraph',
              text: 'We work with companies that are looking to hire analysts. Hiring partners may see your profile, skills, projects and certificates only when your profile is public. If your profile is private, we do not share it with hiring partners. If you apply for a role through our career services, we share the application materials you choose to submit.',
            },
          ],
        },
        {
          id: 'affiliates',
          title: 'Affiliates',
          blocks: [
            {
              kind: 'paragraph',
              text: `We may share information with companies that control, are controlled by, or are under common control with ${company.name}. They will handle it in line with this policy.`,
            },
          ],
        },
        {
          id: 'business-transfers',
          title: 'Business Transfers',
          blocks: [
            {
              kind: 'paragraph',
              text: 'If we are involved in a merger, acquisition, financing, reorganisation, sale of assets or insolvency, personal information may be disclosed during due diligence and transferred to the new owner or successor. We will tell you before your information becomes subject to a different privacy policy.',
            },
          ],
        },
        {
          id: 'legal-requirements',
          title: 'Legal Requirements and Protection',
          blocks: [
            {
              kind: 'paragraph',
              text: 'We may disclose information where we believe in good faith that it is necessary to comply with the law, a court order or a lawful request from a public authority; to enforce our terms; or to protect the rights, property or safety of our Users, our staff, the public or ourselves.',
            },
          ],
        },
      ],
    },
    {
      id: 'your-rights',
      title: 'Your Data-Subject Rights',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Depending on where you live, you may have some or all of the following rights over your personal information:',
        },
        {
          kind: 'list',
          items: [
            'Access: to ask whether we hold information about you and to receive a copy of it.',
            'Correction: to have inaccurate or incomplete information corrected.',
            'Deletion: to ask us to delete your information where we no longer have a reason to keep it.',
            'Portability: to receive information you gave us in a structured, machine-readable format, or to have it sent to another provider.',
            'Objection: to object to processing based on our legitimate interests, and to object at any time to direct marketing.',
            'Restriction: to ask us to limit how we use your information while a concern is being resolved.',
            'Withdrawal of consent: where we rely on your consent, to withdraw it at any time, without affecting processing that took place before.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'You can update much of your account and profile information yourself in your account settings. You also have the right to complain to a data protection authority, although we would appreciate the chance to address your concern first.',
        },
      ],
      subsections: [
        {
          id: 'making-a-request',
          title: 'Making a Data-Rights Request',
          blocks: [
            {
              kind: 'paragraph',
              text: `To exercise any of these rights, email us at ${company.email}. So that we can find your records and protect your account from requests made by someone else, your request must include:`,
            },
            {
              kind: 'list',
              ordered: true,
              items: [
                'The username and email address of your account.',
                'The courses you are enrolled in or have taken.',
                'The approximate date on which you registered.',
                'The information you want to view or have removed.',
                'Your country of residence.',
                'A statement, made under penalty of perjury, that you are the person whose information is the subject of the request, or that you are authorised to act on that person\'s behalf.',
              ],
            },
          ],
        },
        {
          id: 'verification',
          title: 'Verification',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Before acting on a request, we may need further verification of your identity, for example by asking you to confirm the request from the email address on your account or to provide additional details. If someone makes a request on your behalf, we may ask for proof that they are authorised to do so. We will use any information provided for verification only for that purpose.',
            },
          ],
        },
        {
          id: 'response-time',
          title: 'Our Response',
          blocks: [
            {
              kind: 'paragraph',
              text: 'We will respond within the period that applicable law sets. If we need more time, or if we cannot meet your request in full, for example because the law requires us to keep certain records, we will tell you why.',
            },
          ],
        },
      ],
    },
    {
      id: 'opting-out',
      title: 'Opting Out of Communications',
      blocks: [
        {
          kind: 'paragraph',
          text: 'You control most of the messages we send you. How you opt out depends on whether you are a Student.',
        },
      ],
      subsections: [
        {
          id: 'notification-preferences',
          title: 'Students: Notification Preferences',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Students can choose which messages they receive in Settings → Notification Preferences. There you can turn each of the following on or off:',
            },
            {
              kind: 'list',
              items: [
                'Text study reminders.',
                'Mentor communications.',
                'Career services support.',
                'Community notifications.',
                'Marketing.',
              ],
            },
            {
              kind: 'paragraph',
              text: 'You can also use the unsubscribe link in any marketing email.',
            },
          ],
        },
        {
          id: 'non-students',
          title: 'Users Who Are Not Students',
          blocks: [
            {
              kind: 'paragraph',
              text: `If you are not a Student, for example if you subscribed to our newsletter or attended a free event, you can opt out by contacting our support team at ${company.email}, or by using the unsubscribe link in any marketing email.`,
            },
          ],
        },
        {
          id: 'operational-emails',
          title: 'Operational Emails',
          blocks: [
            {
              kind: 'paragraph',
              text: 'Some emails are needed to run your account and cannot be opted out of while you have an account. These include messages about your account, security alerts, purchase confirmations and receipts, and important changes to our policies.',
            },
          ],
        },
      ],
    },
    {
      id: 'deactivation-and-retention',
      title: 'Account Deactivation and Data Retention',
      blocks: [
        {
          kind: 'paragraph',
          text: `You can deactivate your account in your account settings or by emailing ${company.email}. Once your account is deactivated, your profile is no longer visible to other Users or hiring partners and you will stop receiving notifications.`,
        },
        {
          kind: 'paragraph',
          text: 'Deactivating your account does not automatically delete all of your information. We may retain some personal information after deactivation for as long as we have a legitimate reason to do so, in particular:',
        },
        {
          kind: 'list',
          items: [
            'Purchase and payment records, for the period that tax and accounting law requires.',
            'Records of completed courses and certificates, so that we can confirm your credentials if you or an employer asks us to.',
            'Proctoring recordings, only for as long as needed to review the exam and deal with any appeal, after which they are deleted.',
            'Information needed to resolve disputes, prevent fraud or abuse, enforce our terms or comply with legal obligations, for as long as that need lasts.',
            'Posts and comments you published in the community, which may remain visible in anonymised form so that discussions still make sense.',
            'Copies held in backups, until they are overwritten in the normal backup cycle.',
          ],
        },
        {
          kind: 'paragraph',
          text: 'When we no longer need personal information, we delete it or anonymise it so that it can no longer be linked to you. If you want your information deleted rather than just your account deactivated, please make a data-rights request as described above.',
        },
      ],
    },
    {
      id: 'third-party-links-and-video',
      title: 'Third-Party Links and Video Services',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Parts of the Platform connect you to services run by other companies. This policy does not cover those services.',
        },
      ],
      subsections: [
        {
          id: 'third-party-links',
          title: 'Third-Party Links',
          blocks: [
            {
              kind: 'paragraph',
              text: 'The Platform contains links to websites, tools and services that we do not operate, such as data tools used in lessons, job boards and social networks. We are not responsible for the privacy practices of these third parties. We encourage you to read the privacy policy of every site you visit.',
            },
          ],
        },
        {
          id: 'video-api',
          title: 'Embedded Video Player',
          blocks: [
            {
              kind: 'paragraph',
              text: "Some videos on the Platform are shown through an embedded player supplied by a third-party video provider and connected using that provider's application programming interface (API). When you watch such a video, the provider may collect information such as your IP address, device details and viewing activity, and may set its own cookies. That information is handled under the provider's own terms of service and privacy policy, which we encourage you to review.",
            },
          ],
        },
      ],
    },
    {
      id: 'security',
      title: 'Security',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We use technical and organisational measures designed to protect personal information against loss, misuse and unauthorised access, including encryption in transit, hashed passwords, access controls that limit staff access to those who need it, and regular review of our systems and providers.',
        },
        {
          kind: 'paragraph',
          text: `No method of transmitting or storing data is completely secure, so we cannot guarantee absolute security. Please choose a strong, unique password and keep it private. If you think your account has been compromised, contact us straight away at ${company.email}. If a breach affects your information, we will notify you and the authorities where the law requires it.`,
        },
      ],
    },
    {
      id: 'childrens-privacy',
      title: "Children's Privacy",
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Platform is intended for adults and older teenagers. It is not intended for children under 13, and we do not target our services or marketing at minors under 13. We do not knowingly collect personal information from children under 13.',
        },
        {
          kind: 'paragraph',
          text: `If you are a parent or guardian and believe that a child under 13 has given us personal information, please contact us at ${company.email}. We will delete the information and close the account.`,
        },
      ],
    },
    {
      id: 'international-transfers',
      title: 'International Data Transfers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We and many of our service providers store and process information in the United States, and some providers operate in other countries. By using the Platform, you understand that your personal information may be transferred to the United States and to other countries whose data protection laws may differ from those where you live.',
        },
        {
          kind: 'paragraph',
          text: 'When we transfer personal information out of the United Kingdom or the European Economic Area, we use appropriate safeguards, such as standard contractual clauses approved by the relevant authorities, and we require recipients to protect the information to the standard described in this policy. You can ask us for more information about these safeguards.',
        },
      ],
    },
    {
      id: 'california-privacy-rights',
      title: 'California Privacy Rights',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you are a California resident, California law gives you additional rights, including the right to:',
        },
        {
          kind: 'list',
          items: [
            'Know what categories and specific pieces of personal information we have collected about you, where we got it, why we use it and with whom we share it.',
            'Ask us to delete or correct personal information we hold about you, subject to legal exceptions.',
            'Opt out of the sale of your personal information or its sharing for cross-context behavioural advertising. We do not sell personal information for money, but the use of advertising cookies may count as sharing under California law; you can opt out through our cookie settings or by contacting us.',
            'Limit the use of sensitive personal information, where we use it for purposes beyond those the law allows.',
            'Not be treated differently for exercising any of these rights.',
          ],
        },
        {
          kind: 'paragraph',
          text: `California residents may also ask, once a year and free of charge, for information about any disclosure of personal information to third parties for their own direct marketing purposes. To exercise any of these rights, or to authorise an agent to do so for you, email us at ${company.email} following the request process in the "Your Data-Subject Rights" section.`,
        },
      ],
    },
    {
      id: 'changes-to-this-policy',
      title: 'Changes to This Policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update this policy from time to time to reflect changes to the Platform, our practices or the law. Any changes take effect when the updated policy is posted on this page, and we will change the "last updated" date at the top. If we make material changes, we will also let you know by email or through a notice on the Platform.',
        },
        {
          kind: 'paragraph',
          text: 'Your continued use of the Platform after a change is posted means that you accept the updated policy. We encourage you to check this page regularly.',
        },
      ],
    },
    {
      id: 'contact-us',
      title: 'How to Contact Us',
      blocks: [
        {
          kind: 'paragraph',
          text: 'If you have any questions about this policy or how we handle your personal information, or if you want to make a request or a complaint, please contact us:',
        },
        {
          kind: 'list',
          items: [company.name, `Email: ${company.email}`, `Address: ${company.address}`],
        },
      ],
    },
  ],
};
