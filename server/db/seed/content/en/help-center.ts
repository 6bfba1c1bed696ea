import type { HelpCategoryText } from '../market-content';

export const helpCenter: readonly HelpCategoryText[] = [
  {
    slug: 'account',
    title: 'Account and signing in',
    questions: [
      {
        slug: 'create-an-account',
        title: 'How do I create an account?',
        body: 'Click "Sign in" in the top right corner, then "Create account". All you need is an email address and a password, or you can sign in with Google or Apple.\n\nWe will send you a welcome email. If it does not arrive, please check your spam folder.',
      },
      {
        slug: 'forgotten-password',
        title: 'I have forgotten my password. What should I do?',
        body: 'On the sign-in page choose "Forgotten password" and enter the email address of your account. The link to set a new password is valid for one hour.\n\nFor your security, we sign you out of all devices once the password has been changed.',
      },
    ],
  },
  {
    slug: 'payments',
    title: 'Payments and orders',
    questions: [
      {
        slug: 'payment-methods',
        title: 'How can I pay?',
        body: 'You can pay by card, Apple Pay, Google Pay or bank transfer. Prices include VAT, and your invoice appears in your account as soon as the payment has gone through.',
      },
      {
        slug: 'return-an-audiobook',
        title: 'Can I return an audiobook?',
        body: 'If you have not started listening to the full version, you can cancel the purchase within 14 days: just write to us with your order number.\n\nOnce playback has started, the digital content counts as delivered. If a recording is faulty, we will of course still help.',
      },
    ],
  },
  {
    slug: 'gifts-and-offers',
    title: 'Gifts and offers',
    questions: [
      {
        slug: 'give-an-audiobook',
        title: 'Can I give an audiobook as a gift?',
        body: 'Yes. In your basket choose "Buy as a gift" and enter the recipient\'s email address. They will receive a link to add the audiobook to their library.',
      },
      {
        slug: 'discount-codes',
        title: 'How do I use a discount code?',
        body: 'Enter the code in the "Promo code" field of your basket before paying. Each code has its own conditions and expiry date and cannot be combined with other offers.',
      },
    ],
  },
  {
    slug: 'listening',
    title: 'Listening and offline mode',
    questions: [
      {
        slug: 'listen-offline',
        title: 'Can I listen without an internet connection?',
        body: 'Yes, in the Audiora app. Open the audiobook on your shelf and tap "Download".\n\nDownloaded files are encrypted and only play in the app, on the device you downloaded them to.',
      },
      {
        slug: 'playback-speed',
        title: 'How do I change the playback speed?',
        body: 'In the player, click the speed indicator (1x by default) and choose anything from 0.5x to 2x. We remember the setting on that device.',
      },
    ],
  },
  {
    slug: 'devices',
    title: 'Devices',
    questions: [
      {
        slug: 'how-many-devices',
        title: 'On how many devices can I listen?',
        body: 'You can be signed in on several devices, but an audiobook plays on only one of them at a time. You will find your active sessions under "Sessions" in your account.',
      },
      {
        slug: 'supported-browsers',
        title: 'Which browsers are supported?',
        body: 'The player works in current versions of Chrome, Firefox, Edge and Safari. If a recording will not start, reload the page and check that your browser is not blocking protected content.',
      },
    ],
  },
];
