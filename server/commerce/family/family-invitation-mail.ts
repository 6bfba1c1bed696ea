import type { Locale } from '#domain/market/locale';
import { type ActionLinkMailText, actionLinkMail } from '../../mail/action-link-mail';
import type { MailMessage } from '../../mail/mail-sender.port';

// `{owner}` is the inviting member's e-mail and `{brand}` the product's name; each market reads its own language.
const TEXTS: Readonly<Record<Locale, ActionLinkMailText>> = {
  pl: {
    subject: '{owner} zaprasza Cię do rodziny {brand}',
    intro: '{owner} zaprasza Cię do wspólnego korzystania z klubu {brand}.',
    action:
      'Aby przyjąć zaproszenie, otwórz ten link i zaloguj się kontem z tym adresem e-mail (lub załóż je). Nie przekazuj go nikomu:',
    button: 'Przyjmij zaproszenie',
    ignore: 'Jeśli nie chcesz dołączyć, zignoruj tę wiadomość.',
  },
  cz: {
    subject: '{owner} vás zve do rodiny {brand}',
    intro: '{owner} vás zve ke společnému využívání klubu {brand}.',
    action:
      'Pozvánku přijmete otevřením tohoto odkazu a přihlášením účtem s touto e-mailovou adresou (nebo jeho založením). Nikomu ho nepřeposílejte:',
    button: 'Přijmout pozvánku',
    ignore: 'Pokud se nechcete připojit, tento e-mail ignorujte.',
  },
  sk: {
    subject: '{owner} vás pozýva do rodiny {brand}',
    intro: '{owner} vás pozýva na spoločné využívanie klubu {brand}.',
    action:
      'Pozvánku prijmete otvorením tohto odkazu a prihlásením účtom s touto e-mailovou adresou (alebo jeho založením). Nikomu ho nepreposielajte:',
    button: 'Prijať pozvánku',
    ignore: 'Ak sa nechcete pripojiť, tento e-mail ignorujte.',
  },
  de: {
    subject: '{owner} lädt dich in die {brand}-Familie ein',
    intro: '{owner} lädt dich ein, die Mitgliedschaft im {brand}-Club gemeinsam zu nutzen.',
    action:
      'Um die Einladung anzunehmen, öffne diesen Link und melde dich mit dieser E-Mail-Adresse an (oder erstelle damit ein Konto). Leite ihn nicht weiter:',
    button: 'Einladung annehmen',
    ignore: 'Wenn du nicht beitreten möchtest, ignoriere diese E-Mail einfach.',
  },
  lt: {
    subject: '{owner} kviečia jus į {brand} šeimą',
    intro: '{owner} kviečia jus kartu naudotis {brand} klubo naryste.',
    action:
      'Norėdami priimti kvietimą, atidarykite šią nuorodą ir prisijunkite šiuo el. pašto adresu (arba sukurkite su juo paskyrą). Niekam jos neperduokite:',
    button: 'Priimti kvietimą',
    ignore: 'Jei nenorite prisijungti, tiesiog nekreipkite dėmesio į šį laišką.',
  },
  es: {
    subject: '{owner} te invita a su familia de {brand}',
    intro: '{owner} te invita a compartir su suscripción al club de {brand}.',
    action:
      'Para aceptar la invitación, abre este enlace e inicia sesión con esta dirección de correo (o crea una cuenta con ella). No lo compartas con nadie:',
    button: 'Aceptar la invitación',
    ignore: 'Si no quieres unirte, ignora este correo.',
  },
  en: {
    subject: '{owner} invites you to their {brand} family',
    intro: '{owner} has invited you to share their {brand} club membership.',
    action:
      'To accept, open this link and sign in with this e-mail address (or create an account with it). Do not pass it on:',
    button: 'Accept the invitation',
    ignore: 'If you do not want to join, just ignore this e-mail.',
  },
  tr: {
    subject: '{owner} seni {brand} ailesine davet ediyor',
    intro: '{owner}, {brand} kulüp üyeliğini seninle paylaşmak istiyor.',
    action:
      'Daveti kabul etmek için bu bağlantıyı aç ve bu e-posta adresiyle giriş yap (ya da bu adresle bir hesap oluştur). Bağlantıyı kimseyle paylaşma:',
    button: 'Daveti kabul et',
    ignore: 'Katılmak istemiyorsan bu e-postayı dikkate alma.',
  },
};

/** The family invitation e-mail in the market's language, linking the family-sharing page with the invitation's secret. */
export const familyInvitationMail = (input: {
  readonly to: string;
  readonly ownerEmail: string;
  readonly locale: Locale;
  readonly link: string;
  readonly product: string;
}): MailMessage => actionLinkMail({ ...input, texts: TEXTS[input.locale], placeholders: { owner: input.ownerEmail } });
