import type { ServiceIdentifier } from 'inversify';
import type { KyInstance } from 'ky';
import type { ListCatalogueEntries } from '#application/catalog/list-catalogue-entries.use-case';
import type { ListCategories } from '#application/catalog/list-categories.use-case';
import type { LoadHomeScreen } from '#application/home/load-home-screen.use-case';
import type { LoadCataloguePage } from '#application/catalog/load-catalogue-page.use-case';
import type { LoadCategoryPage } from '#application/catalog/load-category-page.use-case';
import type { LoadPersonPage } from '#application/catalog/load-person-page.use-case';
import type { CategoryProductsRepository } from '#application/ports/category-products-repository.port';
import type { PersonRepository } from '#application/ports/person-repository.port';
import type { CatalogRepository } from '#application/ports/catalog-repository.port';
import type { ScreenRepository } from '#application/ports/screen-repository.port';
import type { AuthStore } from '#application/auth/auth.store';
import type { SignOut } from '#application/auth/sign-out.use-case';
import type { SignIn } from '#application/auth/sign-in.use-case';
import type { SignUp } from '#application/auth/sign-up.use-case';
import type { LeaveAfterSignIn } from '#application/auth/leave-after-sign-in.use-case';
import type { SignInWithProvider } from '#application/auth/sign-in-with-provider.use-case';
import type { SignInWithDeviceCode } from '#application/auth/sign-in-with-device-code.use-case';
import type { CheckPasswordResetLink } from '#application/auth/check-password-reset-link.use-case';
import type { RequestPasswordReset } from '#application/auth/request-password-reset.use-case';
import type { ResetPassword } from '#application/auth/reset-password.use-case';
// Signing in a device by a code confirmed in the browser.
import type { DecideDeviceSignIn } from '#application/auth/decide-device-sign-in.use-case';
import type { ShowDeviceSignIn } from '#application/auth/show-device-sign-in.use-case';
import type { AnalyticsPort } from '#application/ports/analytics.port';
import type { ErrorReporterPort } from '#application/ports/error-reporter.port';
import type { SearchConfigPort } from '#application/ports/search-config.port';
import type { SearchIndexPort } from '#application/ports/search-index.port';
import type { SessionGateway } from '#application/ports/session-gateway.port';
import type { ToastPresenterPort } from '#application/ports/toast-presenter.port';
import type { LoadSearchPage } from '#application/search/load-search-page.use-case';
import type { SearchBoxStores } from '#application/search/search-box-stores';
import type { ToastQueueStore } from '#application/toast/toast-queue.store';
import type { AddToCart } from '#application/cart/add-to-cart.use-case';
import type { CartStore } from '#application/cart/cart.store';
import type { RefreshCart } from '#application/cart/refresh-cart.use-case';
import type { AddToGuestCart } from '#application/cart/add-to-guest-cart.use-case';
import type { MergeGuestCart } from '#application/cart/merge-guest-cart.use-case';
import type { RemoveFromGuestCart } from '#application/cart/remove-from-guest-cart.use-case';
import type { GuestCartStorage } from '#application/ports/guest-cart-storage.port';
import type { ApplyPromoCode } from '#application/cart/apply-promo-code.use-case';
import type { LoadCartPage } from '#application/cart/load-cart-page.use-case';
import type { RemoveFromCart } from '#application/cart/remove-from-cart.use-case';
import type { RemovePromoCode } from '#application/cart/remove-promo-code.use-case';
import type { StartCheckout } from '#application/checkout/start-checkout.use-case';
import type { LoadPaidOrder } from '#application/checkout/load-paid-order.use-case';
import type { FavouritesCountStore } from '#application/favourites/favourites-count.store';
import type { RefreshFavouritesCount } from '#application/favourites/refresh-favourites-count.use-case';
import type { SubscribeToNewsletter } from '#application/newsletter/subscribe-to-newsletter.use-case';
import type { CartRepository } from '#application/ports/cart-repository.port';
import type { CookieConsentRepository } from '#application/ports/cookie-consent-repository.port';
import type { FavouritesCountPort } from '#application/ports/favourites-count.port';
import type { NewsletterGateway } from '#application/ports/newsletter-gateway.port';
import type { ReadCookieConsent } from '#application/privacy/read-cookie-consent.use-case';
import type { SaveCookieConsent } from '#application/privacy/save-cookie-consent.use-case';
import type { SessionCountsSync } from '#application/session/session-counts.sync';
import type { LoadAudiobookPage } from '#application/audiobook/load-audiobook-page.use-case';
import type { LoadLicenseChannels } from '#application/audiobook/load-license-channels.use-case';
import type { LoadRecommendedAfter } from '#application/audiobook/load-recommended-after.use-case';
import type { RequireSignIn } from '#application/auth/require-sign-in.use-case';
import type { FavouritesStore } from '#application/favourites/favourites.store';
import type { LoadFavouriteFlags } from '#application/favourites/load-favourite-flags.use-case';
import type { ToggleFavourite } from '#application/favourites/toggle-favourite.use-case';
import type { AudiobookRepository } from '#application/ports/audiobook-repository.port';
import type { FavouritesRepository } from '#application/ports/favourites-repository.port';
import type { LibraryRepository } from '#application/ports/library-repository.port';
import type { LoadFavouritesPage } from '#application/library/load-favourites-page.use-case';
import type { LoadShelf } from '#application/library/load-shelf.use-case';
import type { LoadRecentlyPlayed } from '#application/library/load-recently-played.use-case';
import type { LicenseChannelsRepository } from '#application/ports/license-channels-repository.port';
import type { NavigationPort } from '#application/ports/navigation.port';
import type { RecommendationRepository } from '#application/ports/recommendation-repository.port';
import type { RedirectTargetStore } from '#application/ports/redirect-target-store.port';
import type { ReviewRepository } from '#application/ports/review-repository.port';
import type { LoadClubLanding } from '#application/club/load-club-landing.use-case';
import type { LoadCyclePage } from '#application/cycle/load-cycle-page.use-case';
import type { LoadHelpCenter } from '#application/help-center/load-help-center.use-case';
import type { LoadHelpQuestion } from '#application/help-center/load-help-question.use-case';
import type { SearchHelpCenter } from '#application/help-center/search-help-center.use-case';
import type { LoadLegalPage } from '#application/legal/load-legal-page.use-case';
import type { LoadPodcastPage } from '#application/podcast/load-podcast-page.use-case';
import type { CycleRepository } from '#application/ports/cycle-repository.port';
import type { HelpCenterRepository } from '#application/ports/help-center-repository.port';
import type { LegalPageRepository } from '#application/ports/legal-page-repository.port';
import type { PodcastRepository } from '#application/ports/podcast-repository.port';
import type { PlayTitle } from '#application/player/play-title.use-case';
import type { PlayerSession } from '#application/player/player-session.use-case';
import type { MediaSessionSync } from '#application/player/media-session-sync';
import type { PlaybackFailureAlerts } from '#application/player/playback-failure-alerts';
import type { SleepTimerStore } from '#application/player/sleep-timer.store';
import type { PlaybackReporting } from '#application/player/playback-reporting';
import type { PlayerRuntime } from './player-runtime';
import type { PlayerStore } from '#application/player/player.store';
import type { MediaPlayerPort } from '#application/ports/media-player.port';
import type { PlaybackGateway } from '#application/ports/playback-gateway.port';
import type { PlaybackReporterPort } from '#application/ports/playback-reporter.port';
import type { PlayerStoragePort } from '#application/ports/player-storage.port';
import type { StreamMediaRepository } from '#application/ports/stream-media-repository.port';
import type { EpisodeMediaRepository } from '#application/ports/episode-media-repository.port';
import type { PlayEpisode } from '#application/player/play-episode.use-case';
import type { AddBookmark } from '#application/player/add-bookmark.use-case';
import type { BookmarksStore } from '#application/player/bookmarks.store';
import type { EditBookmarkNote } from '#application/player/edit-bookmark-note.use-case';
import type { LoadBookmarks } from '#application/player/load-bookmarks.use-case';
import type { RemoveBookmark } from '#application/player/remove-bookmark.use-case';
import type { BookmarkRepository } from '#application/ports/bookmark-repository.port';
import type { OwnReviewRepository } from '#application/ports/own-review-repository.port';
import type { LoadOwnReview } from '#application/reviews/load-own-review.use-case';
import type { RemoveOwnReview } from '#application/reviews/remove-own-review.use-case';
import type { SaveOwnReview } from '#application/reviews/save-own-review.use-case';
import type { LoadListeningStats } from '#application/listening/load-listening-stats.use-case';
import type { LoadPlaybackLimit } from '#application/listening/load-playback-limit.use-case';
import type { ListeningHistoryRepository } from '#application/ports/listening-history-repository.port';
import type { CancelClub } from '#application/club/cancel-club.use-case';
import type { LoadManagePlan } from '#application/club/load-manage-plan.use-case';
import type { AcceptFamilyInvitation } from '#application/family/accept-family-invitation.use-case';
import type { CancelFamilyInvitation } from '#application/family/cancel-family-invitation.use-case';
import type { InviteFamilyMember } from '#application/family/invite-family-member.use-case';
import type { LoadFamilySharing } from '#application/family/load-family-sharing.use-case';
import type { RemoveFamilyMember } from '#application/family/remove-family-member.use-case';
import type { LeaveFamily } from '#application/family/leave-family.use-case';
import type { CookieJar } from '../browser/document-cookies';
import type { SessionRefresh } from '../http/session-refresh';
import type { ChangePassword } from '#application/account/change-password.use-case';
import type { DeleteAccount } from '#application/account/delete-account.use-case';
import type { EndSessions } from '#application/account/end-sessions.use-case';
import type { LoadAccount } from '#application/account/load-account.use-case';
import type { LoadSessions } from '#application/account/load-sessions.use-case';
import type { LoadDevices } from '#application/account/load-devices.use-case';
import type { RemoveDevice } from '#application/account/remove-device.use-case';
import type { SaveConsents } from '#application/account/save-consents.use-case';
import type { JoinClub } from '#application/club/join-club.use-case';
import type { LoadClubWelcome } from '#application/club/load-club-welcome.use-case';
import type { RefreshUser } from '#application/auth/refresh-user.use-case';
import type { ReportPurchase } from '#application/checkout/report-purchase.use-case';
import type { PurchaseTrackingPort } from '#application/ports/purchase-tracking.port';
import type { ReportedOrdersPort } from '#application/ports/reported-orders.port';
import type { ContainerConfig } from './container-config';
import type { DownloadTitle } from '#application/library/download-title.use-case';
import type { TitleDownloadGateway } from '#application/ports/title-download-gateway.port';
import type { LoadSavedPosition } from '#application/player/load-saved-position.use-case';
import type { ExportBookmarks } from '#application/player/export-bookmarks.use-case';
import type { Locale } from '#domain/market/locale';

const token = <T>(name: string) => Symbol.for(`audiora.${name}`) as ServiceIdentifier<T>;

/** Typed service tokens: the only way code outside the composition root names a service. */
export const TOKENS = {
  Config: token<ContainerConfig>('Config'),
  HttpClient: token<KyInstance>('HttpClient'),
  /** The market the API is asked in (the page's, or a script's). */
  ApiLocale: token<() => Locale>('ApiLocale'),
  CatalogRepository: token<CatalogRepository>('CatalogRepository'),
  ListCategories: token<ListCategories>('ListCategories'),
  ScreenRepository: token<ScreenRepository>('ScreenRepository'),
  ListCatalogueEntries: token<ListCatalogueEntries>('ListCatalogueEntries'),
  LoadHomeScreen: token<LoadHomeScreen>('LoadHomeScreen'),
  CategoryProductsRepository: token<CategoryProductsRepository>('CategoryProductsRepository'),
  PersonRepository: token<PersonRepository>('PersonRepository'),
  LoadCataloguePage: token<LoadCataloguePage>('LoadCataloguePage'),
  LoadCategoryPage: token<LoadCategoryPage>('LoadCategoryPage'),
  LoadPersonPage: token<LoadPersonPage>('LoadPersonPage'),
  ErrorReporter: token<ErrorReporterPort>('ErrorReporter'),
  Analytics: token<AnalyticsPort>('Analytics'),
  Cookies: token<CookieJar>('Cookies'),
  SearchConfig: token<SearchConfigPort>('SearchConfig'),
  SearchIndex: token<SearchIndexPort>('SearchIndex'),
  SearchBoxStores: token<SearchBoxStores>('SearchBoxStores'),
  LoadSearchPage: token<LoadSearchPage>('LoadSearchPage'),
  SessionGateway: token<SessionGateway>('SessionGateway'),
  AuthStore: token<AuthStore>('AuthStore'),
  SignOut: token<SignOut>('SignOut'),
  ToastQueue: token<ToastQueueStore>('ToastQueue'),
  ToastPresenter: token<ToastPresenterPort>('ToastPresenter'),
  DeviceId: token<() => string>('DeviceId'),
  SessionRefresh: token<SessionRefresh>('SessionRefresh'),
  CartRepository: token<CartRepository>('CartRepository'),
  CartStore: token<CartStore>('CartStore'),
  RefreshCart: token<RefreshCart>('RefreshCart'),
  AddToCart: token<AddToCart>('AddToCart'),
  GuestCartStorage: token<GuestCartStorage>('GuestCartStorage'),
  AddToGuestCart: token<AddToGuestCart>('AddToGuestCart'),
  RemoveFromGuestCart: token<RemoveFromGuestCart>('RemoveFromGuestCart'),
  MergeGuestCart: token<MergeGuestCart>('MergeGuestCart'),
  LoadCartPage: token<LoadCartPage>('LoadCartPage'),
  RemoveFromCart: token<RemoveFromCart>('RemoveFromCart'),
  ApplyPromoCode: token<ApplyPromoCode>('ApplyPromoCode'),
  RemovePromoCode: token<RemovePromoCode>('RemovePromoCode'),
  StartCheckout: token<StartCheckout>('StartCheckout'),
  LoadPaidOrder: token<LoadPaidOrder>('LoadPaidOrder'),
  FavouritesCount: token<FavouritesCountPort>('FavouritesCount'),
  FavouritesCountStore: token<FavouritesCountStore>('FavouritesCountStore'),
  RefreshFavouritesCount: token<RefreshFavouritesCount>('RefreshFavouritesCount'),
  SessionCountsSync: token<SessionCountsSync>('SessionCountsSync'),
  NewsletterGateway: token<NewsletterGateway>('NewsletterGateway'),
  SubscribeToNewsletter: token<SubscribeToNewsletter>('SubscribeToNewsletter'),
  CookieConsentRepository: token<CookieConsentRepository>('CookieConsentRepository'),
  ReadCookieConsent: token<ReadCookieConsent>('ReadCookieConsent'),
  SaveCookieConsent: token<SaveCookieConsent>('SaveCookieConsent'),
  AudiobookRepository: token<AudiobookRepository>('AudiobookRepository'),
  ReviewRepository: token<ReviewRepository>('ReviewRepository'),
  RecommendationRepository: token<RecommendationRepository>('RecommendationRepository'),
  LicenseChannelsRepository: token<LicenseChannelsRepository>('LicenseChannelsRepository'),
  LoadAudiobookPage: token<LoadAudiobookPage>('LoadAudiobookPage'),
  LoadRecommendedAfter: token<LoadRecommendedAfter>('LoadRecommendedAfter'),
  LoadLicenseChannels: token<LoadLicenseChannels>('LoadLicenseChannels'),
  FavouritesRepository: token<FavouritesRepository>('FavouritesRepository'),
  FavouritesStore: token<FavouritesStore>('FavouritesStore'),
  Navigation: token<NavigationPort>('Navigation'),
  RedirectTargetStore: token<RedirectTargetStore>('RedirectTargetStore'),
  ToggleFavourite: token<ToggleFavourite>('ToggleFavourite'),
  LoadFavouriteFlags: token<LoadFavouriteFlags>('LoadFavouriteFlags'),
  LibraryRepository: token<LibraryRepository>('LibraryRepository'),
  LoadFavouritesPage: token<LoadFavouritesPage>('LoadFavouritesPage'),
  LoadShelf: token<LoadShelf>('LoadShelf'),
  LoadRecentlyPlayed: token<LoadRecentlyPlayed>('LoadRecentlyPlayed'),
  TitleDownloadGateway: token<TitleDownloadGateway>('TitleDownloadGateway'),
  DownloadTitle: token<DownloadTitle>('DownloadTitle'),
  LoadSavedPosition: token<LoadSavedPosition>('LoadSavedPosition'),
  RequireSignIn: token<RequireSignIn>('RequireSignIn'),
  CycleRepository: token<CycleRepository>('CycleRepository'),
  LoadCyclePage: token<LoadCyclePage>('LoadCyclePage'),
  PodcastRepository: token<PodcastRepository>('PodcastRepository'),
  LoadPodcastPage: token<LoadPodcastPage>('LoadPodcastPage'),
  HelpCenterRepository: token<HelpCenterRepository>('HelpCenterRepository'),
  LoadHelpCenter: token<LoadHelpCenter>('LoadHelpCenter'),
  SearchHelpCenter: token<SearchHelpCenter>('SearchHelpCenter'),
  LoadHelpQuestion: token<LoadHelpQuestion>('LoadHelpQuestion'),
  LegalPageRepository: token<LegalPageRepository>('LegalPageRepository'),
  LoadLegalPage: token<LoadLegalPage>('LoadLegalPage'),
  LoadClubLanding: token<LoadClubLanding>('LoadClubLanding'),
  MediaPlayer: token<MediaPlayerPort>('MediaPlayer'),
  StreamMediaRepository: token<StreamMediaRepository>('StreamMediaRepository'),
  EpisodeMediaRepository: token<EpisodeMediaRepository>('EpisodeMediaRepository'),
  PlaybackGateway: token<PlaybackGateway>('PlaybackGateway'),
  PlaybackReporterPort: token<PlaybackReporterPort>('PlaybackReporterPort'),
  PlayerStorage: token<PlayerStoragePort>('PlayerStorage'),
  PlayerStore: token<PlayerStore>('PlayerStore'),
  PlaybackReporting: token<PlaybackReporting>('PlaybackReporting'),
  PlayTitle: token<PlayTitle>('PlayTitle'),
  PlayEpisode: token<PlayEpisode>('PlayEpisode'),
  PlayerSession: token<PlayerSession>('PlayerSession'),
  MediaSessionSync: token<MediaSessionSync>('MediaSessionSync'),
  PlayerRuntime: token<PlayerRuntime>('PlayerRuntime'),
  PlaybackFailureAlerts: token<PlaybackFailureAlerts>('PlaybackFailureAlerts'),
  SleepTimerStore: token<SleepTimerStore>('SleepTimerStore'),
  BookmarkRepository: token<BookmarkRepository>('BookmarkRepository'),
  BookmarksStore: token<BookmarksStore>('BookmarksStore'),
  LoadBookmarks: token<LoadBookmarks>('LoadBookmarks'),
  ExportBookmarks: token<ExportBookmarks>('ExportBookmarks'),
  AddBookmark: token<AddBookmark>('AddBookmark'),
  EditBookmarkNote: token<EditBookmarkNote>('EditBookmarkNote'),
  RemoveBookmark: token<RemoveBookmark>('RemoveBookmark'),
  OwnReviewRepository: token<OwnReviewRepository>('OwnReviewRepository'),
  LoadOwnReview: token<LoadOwnReview>('LoadOwnReview'),
  SaveOwnReview: token<SaveOwnReview>('SaveOwnReview'),
  RemoveOwnReview: token<RemoveOwnReview>('RemoveOwnReview'),
  SignIn: token<SignIn>('SignIn'),
  SignUp: token<SignUp>('SignUp'),
  LeaveAfterSignIn: token<LeaveAfterSignIn>('LeaveAfterSignIn'),
  SignInWithProvider: token<SignInWithProvider>('SignInWithProvider'),
  SignInWithDeviceCode: token<SignInWithDeviceCode>('SignInWithDeviceCode'),
  RequestPasswordReset: token<RequestPasswordReset>('RequestPasswordReset'),
  CheckPasswordResetLink: token<CheckPasswordResetLink>('CheckPasswordResetLink'),
  ResetPassword: token<ResetPassword>('ResetPassword'),
  // Signing in a device by a code confirmed in the browser (the device-confirming page).
  ShowDeviceSignIn: token<ShowDeviceSignIn>('ShowDeviceSignIn'),
  DecideDeviceSignIn: token<DecideDeviceSignIn>('DecideDeviceSignIn'),
  ListeningHistory: token<ListeningHistoryRepository>('ListeningHistory'),
  LoadListeningStats: token<LoadListeningStats>('LoadListeningStats'),
  LoadPlaybackLimit: token<LoadPlaybackLimit>('LoadPlaybackLimit'),
  LoadManagePlan: token<LoadManagePlan>('LoadManagePlan'),
  CancelClub: token<CancelClub>('CancelClub'),
  LoadFamilySharing: token<LoadFamilySharing>('LoadFamilySharing'),
  InviteFamilyMember: token<InviteFamilyMember>('InviteFamilyMember'),
  AcceptFamilyInvitation: token<AcceptFamilyInvitation>('AcceptFamilyInvitation'),
  CancelFamilyInvitation: token<CancelFamilyInvitation>('CancelFamilyInvitation'),
  RemoveFamilyMember: token<RemoveFamilyMember>('RemoveFamilyMember'),
  LeaveFamily: token<LeaveFamily>('LeaveFamily'),
  LoadAccount: token<LoadAccount>('LoadAccount'),
  ChangePassword: token<ChangePassword>('ChangePassword'),
  DeleteAccount: token<DeleteAccount>('DeleteAccount'),
  SaveConsents: token<SaveConsents>('SaveConsents'),
  LoadSessions: token<LoadSessions>('LoadSessions'),
  EndSessions: token<EndSessions>('EndSessions'),
  LoadDevices: token<LoadDevices>('LoadDevices'),
  RemoveDevice: token<RemoveDevice>('RemoveDevice'),
  JoinClub: token<JoinClub>('JoinClub'),
  LoadClubWelcome: token<LoadClubWelcome>('LoadClubWelcome'),
  RefreshUser: token<RefreshUser>('RefreshUser'),
  PurchaseTracking: token<PurchaseTrackingPort>('PurchaseTracking'),
  ReportedOrders: token<ReportedOrdersPort>('ReportedOrders'),
  ReportPurchase: token<ReportPurchase>('ReportPurchase'),
} as const;

export type Token<T> = ServiceIdentifier<T>;

/** The part of the container the UI sees: look a service up by its token. */
export interface ServiceContainer {
  get<T>(token: Token<T>): T;
}
