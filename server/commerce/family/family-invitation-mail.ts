import type { Locale } from '#domain/market/locale';
import { type ActionLinkMailText, actionLinkMail } from '../../mail/action-link-mail';
import type { MailMessage } from '../../mail/mail-sender.port';

// `{owner}` is the inviting member's e-mail and `{brand}` the product's name; each market reads its own language.
const TEXTS: Readonly<Record<Locale, ActionLinkMailText>> = {
  pl: {
    subject: '{owner} zaprasza Cię do rodziny {brand}',
    intro: '{owner} zaprasza Cię do wspólnego korzystania z klubu {brand}.',
    action:
      'Zaloguj się tym adresem e-mail (lub załóż z nim konto) i przyjmij zaproszenie w panelu użytkownika, w sekcji Udostępnianie rodzinie:',
    button: 'Otwórz udostępnianie rodzinie',
    ignore: 'Jeśli nie chcesz dołączyć, zignoruj tę wiadomość.',
  },
  cz: {
    subject: '{owner} vás zve do rodiny {brand}',
    intro: '{owner} vás zve ke společnému využívání klubu {brand}.',
    action:
      'Přihlaste se touto e-mailovou adresou (nebo si s ní založte účet) a přijměte pozvánku v uživatelském panelu v části Rodinné sdílení:',
    button: 'Otevřít rodinné sdílení',
    ignore: 'Pokud se nechcete připojit, tento e-mail ignorujte.',
  },
  sk: {
    subject: '{owner} vás pozýva do rodiny {brand}',
    intro: '{owner} vás pozýva na spoločné využívanie klubu {brand}.',
    action:
      'Prihláste sa touto e-mailovou adresou (alebo si s ňou založte účet) a prijmite pozvánku v používateľskom paneli v časti Rodinné zdieľanie:',
    button: 'Otvoriť rodinné zdieľanie',
    ignore: 'Ak sa nechcete pripojiť, tento e-mail ignorujte.',
  },
  de: {
    subject: '{owner} lädt dich in die {brand}-Familie ein',
    intro: '{owner} lädt dich ein, die Mitgliedschaft im {brand}-Club gemeinsam zu nutzen.',
    action:
      'Melde dich mit dieser E-Mail-Adresse an (oder erstelle damit ein Konto) und nimm die Einladung im Benutzerbereich unter Familienfreigabe an:',
    button: 'Familienfreigabe öffnen',
    ignore: 'Wenn du nicht beitreten möchtest, ignoriere diese E-Mail einfach.',
  },
  lt: {
    subject: '{owner} kviečia jus į {brand} šeimą',
    intro: '{owner} kviečia jus kartu naudotis {brand} klubo naryste.',
    action:
      'Prisijunkite šiuo el. pašto adresu (arba sukurkite su juo paskyrą) ir priimkite kvietimą naudotojo skydelio skiltyje „Dalijimasis su šeima“:',
    button: 'Atidaryti dalijimąsi su šeima',
    ignore: 'Jei nenorite prisijungti, tiesiog nekreipkite dėmesio į šį laišką.',
  },
  es: {
    subject: '{owner} te invita a su familia de {brand}',
    intro: '{owner} te invita a compartir su suscripción al club de {brand}.',
    action:
      'Inicia sesión con esta dirección de correo (o crea una cuenta con ella) y acepta la invitación en Compartir en familia, dentro de tu panel de usuario:',
    button: 'Abrir Compartir en familia',
    ignore: 'Si no quieres unirte, ignora este correo.',
  },
  en: {
    subject: '{owner} invites you to their {brand} family',
    intro: '{owner} has invited you to share their {brand} club membership.',
    action:
      'Sign in with this e-mail address (or create an account with it) and accept the invitation under Family sharing in your user panel:',
    button: 'Open family sharing',
    ignore: 'If you do not want to join, just ignore this e-mail.',
  },
  tr: {
    subject: '{owner} seni {brand} ailesine davet ediyor',
    intro: '{owner}, {brand} kulüp üyeliğini seninle paylaşmak istiyor.',
    action:
      'Bu e-posta adresiyle giriş yap (ya da bu adresle bir hesap oluştur) ve daveti kullanıcı panelindeki Aile paylaşımı bölümünden kabul et:',
    button: 'Aile paylaşımını aç',
    ignore: 'Katılmak istemiyorsan bu e-postayı dikkate alma.',
  },
};

/** The family invitation e-mail in the market's language, with the user panel's family-sharing page as the link. */
export const familyInvitationMail = (input: {
  readonly to: string;
  readonly ownerEmail: string;
  readonly locale: Locale;
  readonly link: string;
  readonly product: string;
}): MailMessage => actionLinkMail({ ...input, texts: TEXTS[input.locale], placeholders: { owner: input.ownerEmail } });
