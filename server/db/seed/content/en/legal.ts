import type { MarketContent } from '../market-content';

export const legal: MarketContent['legal'] = {
  'privacy-policy': {
    title: 'Privacy Policy',
    body: 'The controller of your personal data is the operator of Audiora. We use your data to run your account, process your orders, give you access to the recordings you buy and, if you agree, to send you our newsletter.\n\nWe collect only what we need: your email address, order history, listening progress and details of the devices you listen on. Payments are handled by a payment provider; we never store card numbers.\n\nWe use cookies to keep you signed in and to remember your settings. Analytics and marketing cookies are set only with your consent, which you can change at any time in your privacy settings.\n\nYou have the right to access, correct, erase, restrict and port your data, and to complain to your data protection authority. Simply write to us using the form in the Help Centre.\n\nWe keep your data for as long as you have an account, and billing records for as long as tax law requires.',
  },
  'copyright-notice': {
    title: 'Copyright Notice',
    body: "Audiora's recordings, descriptions, covers and design are protected by copyright. The literary works in our classics catalogue are in the public domain, but their recordings, adaptations and translations may be protected in their own right.\n\nBuying an audiobook gives you a licence to listen to it for your own personal use. You may not copy it, share it publicly or resell it.\n\nIf you believe your rights are being infringed on Audiora, please contact us through the Help Centre and we will look into it promptly.",
  },
  'review-terms': {
    title: 'Review Guidelines',
    body: "Signed-in customers can write reviews. Each person may leave one rating and one review per title; editing it later replaces the earlier version.\n\nWrite about the book and the recording. We do not publish insults, advertising, personal details or links, and anyone revealing the ending should warn readers at the start.\n\nYour review appears under the name you choose. We may remove reviews that break these guidelines and will let you know by email if we do.\n\nRatings are never commissioned or paid for by publishers. Each title's average includes every rating, including those without a written review.",
  },
};
