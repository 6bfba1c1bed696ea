import type { RouteName } from '#domain/routing/route-table';

/** The module that renders every page whose own content comes later: its title and one line about it. */
export const TITLED_PAGE_MODULE = 'routes/titled-page.tsx';

/**
 * The route module of each named route (paths relative to ui/). A page that gets its own module is
 * changed here; every locale's path of that route then renders it.
 */
export const ROUTE_MODULES: Readonly<Record<RouteName, string>> = {
  home: 'routes/home.tsx',
  audiobook: 'routes/audiobook.tsx',
  author: 'routes/person.tsx',
  lector: 'routes/person.tsx',
  publisher: 'routes/person.tsx',
  cycle: 'routes/cycle.tsx',
  podcast: 'routes/podcast.tsx',
  player: 'routes/player.tsx',
  catalog: 'routes/catalog.tsx',
  category: 'routes/category.tsx',
  cart: 'routes/cart.tsx',
  favourites: 'routes/favourites.tsx',
  shelf: 'routes/shelf.tsx',
  recentlyPlayed: 'routes/recently-played.tsx',
  applications: 'routes/applications.tsx',
  newsletter: 'routes/newsletter.tsx',
  search: 'routes/search.tsx',
  searchContext: 'routes/search.tsx',
  helpCenter: 'routes/help-center.tsx',
  helpCenterCategory: 'routes/help-category.tsx',
  helpCenterWithQuestion: 'routes/help-question.tsx',
  signIn: 'routes/sign-in.tsx',
  signUp: 'routes/sign-up.tsx',
  passwordReset: 'routes/password-reset.tsx',
  passwordResetToken: 'routes/password-reset-token.tsx',
  joinClub: 'routes/join-club.tsx',
  copyrightNotice: 'routes/legal-page.tsx',
  privacyPolicy: 'routes/legal-page.tsx',
  reviewTerms: 'routes/legal-page.tsx',
  successAudiobook: TITLED_PAGE_MODULE,
  successClub: 'routes/success-club.tsx',
  successClubCode: 'routes/success-club.tsx',
  successClubPayu: 'routes/success-club.tsx',
  successPlus: 'routes/success-club.tsx',
  userPanel: 'routes/user-panel.tsx',
  userPanel_consents: 'routes/user-panel-consents.tsx',
  userPanel_familySharing: 'routes/family-sharing.tsx',
  userPanel_listeningStats: 'routes/listening-stats.tsx',
  userPanel_playbackLimit: 'routes/playback-limit.tsx',
  userPanel_profile: 'routes/user-panel-profile.tsx',
  userPanel_sessions: 'routes/user-panel-sessions.tsx',
  userPanel_managePlan: 'routes/manage-plan.tsx',
  error503: 'routes/maintenance.tsx',
};
