import type { Locale } from '#domain/market/locale';
import { type ActionLinkMailText, actionLinkMail } from '../../mail/action-link-mail';
import type { MailMessage } from '../../mail/mail-sender.port';

// `{brand}` is replaced by the product's name; each market reads the mail in its own language (cz in Czech).
const TEXTS: Readonly<Record<Locale, ActionLinkMailText>> = {
  pl: {
    subject: 'Potwierdź adres e-mail w {brand}',
    intro: 'Potwierdź, że ten adres e-mail, podany przy koncie {brand}, należy do Ciebie.',
    action: 'Aby go potwierdzić, otwórz ten link w ciągu 24 godzin. Działa tylko raz:',
    button: 'Potwierdź adres e-mail',
    ignore: 'Jeśli konto w {brand} zostało założone bez Twojej wiedzy, zignoruj tę wiadomość.',
  },
  cz: {
    subject: 'Potvrďte svou e-mailovou adresu pro {brand}',
    intro: 'Potvrďte prosím, že tato e-mailová adresa, zadaná u vašeho účtu {brand}, patří vám.',
    action: 'Adresu potvrdíte otevřením tohoto odkazu do 24 hodin. Odkaz funguje pouze jednou:',
    button: 'Potvrdit e-mailovou adresu',
    ignore: 'Pokud jste si účet {brand} nezakládali, tento e-mail ignorujte.',
  },
  sk: {
    subject: 'Potvrďte svoju e-mailovú adresu pre {brand}',
    intro: 'Potvrďte, prosím, že táto e-mailová adresa, zadaná pri vašom účte {brand}, patrí vám.',
    action: 'Adresu potvrdíte otvorením tohto odkazu do 24 hodín. Odkaz funguje iba raz:',
    button: 'Potvrdiť e-mailovú adresu',
    ignore: 'Ak ste si účet {brand} nezakladali, tento e-mail ignorujte.',
  },
  de: {
    subject: 'Bestätige deine E-Mail-Adresse für {brand}',
    intro: 'Bitte bestätige, dass diese E-Mail-Adresse, die für dein {brand}-Konto angegeben wurde, dir gehört.',
    action: 'Öffne dazu innerhalb von 24 Stunden diesen Link. Er funktioniert nur einmal:',
    button: 'E-Mail-Adresse bestätigen',
    ignore: 'Wenn du kein {brand}-Konto erstellt hast, ignoriere diese E-Mail einfach.',
  },
  lt: {
    subject: 'Patvirtinkite savo {brand} el. pašto adresą',
    intro: 'Patvirtinkite, kad šis el. pašto adresas, nurodytas jūsų {brand} paskyroje, priklauso jums.',
    action: 'Norėdami jį patvirtinti, per 24 valandas atidarykite šią nuorodą. Ji veikia tik vieną kartą:',
    button: 'Patvirtinti el. pašto adresą',
    ignore: 'Jei nekūrėte {brand} paskyros, tiesiog nekreipkite dėmesio į šį laišką.',
  },
  es: {
    subject: 'Confirma tu dirección de correo en {brand}',
    intro: 'Confirma que esta dirección de correo, indicada en tu cuenta de {brand}, es tuya.',
    action: 'Para confirmarla, abre este enlace en un plazo de 24 horas. Solo funciona una vez:',
    button: 'Confirmar mi dirección de correo',
    ignore: 'Si no has creado una cuenta en {brand}, ignora este correo.',
  },
  en: {
    subject: 'Confirm your e-mail address for {brand}',
    intro: 'Please confirm that this e-mail address, given for your {brand} account, belongs to you.',
    action: 'To confirm it, open this link within 24 hours. It works only once:',
    button: 'Confirm my e-mail address',
    ignore: 'If you did not create a {brand} account, just ignore this e-mail.',
  },
  tr: {
    subject: '{brand} e-posta adresini doğrula',
    intro: '{brand} hesabın için verilen bu e-posta adresinin sana ait olduğunu doğrula.',
    action: 'Doğrulamak için bu bağlantıyı 24 saat içinde aç. Bağlantı yalnızca bir kez çalışır:',
    button: 'E-posta adresimi doğrula',
    ignore: 'Bir {brand} hesabı oluşturmadıysan bu e-postayı dikkate alma.',
  },
};

/** The verification e-mail in the market's language, with the single-use link as text and as a button. */
export const emailVerificationMail = (input: {
  readonly to: string;
  readonly locale: Locale;
  readonly link: string;
  readonly product: string;
}): MailMessage => actionLinkMail({ ...input, texts: TEXTS[input.locale] });
