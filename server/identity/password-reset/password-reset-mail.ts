import type { Locale } from '#domain/market/locale';
import { type ActionLinkMailText, actionLinkMail } from '../../mail/action-link-mail';
import type { MailMessage } from '../../mail/mail-sender.port';

// `{brand}` is replaced by the product's name; each market reads the mail in its own language (cz in Czech).
const TEXTS: Readonly<Record<Locale, ActionLinkMailText>> = {
  pl: {
    subject: 'Zresetuj hasło do {brand}',
    intro: 'Otrzymaliśmy prośbę o zresetowanie hasła do Twojego konta {brand}.',
    action: 'Aby ustawić nowe hasło, otwórz ten link w ciągu godziny. Działa tylko raz:',
    button: 'Ustaw nowe hasło',
    ignore: 'Jeśli to nie Ty, zignoruj tę wiadomość. Twoje hasło pozostanie bez zmian.',
  },
  cz: {
    subject: 'Obnovení hesla k účtu {brand}',
    intro: 'Obdrželi jsme žádost o obnovení hesla k vašemu účtu {brand}.',
    action: 'Nové heslo si nastavíte po otevření tohoto odkazu do jedné hodiny. Odkaz funguje pouze jednou:',
    button: 'Nastavit nové heslo',
    ignore: 'Pokud jste o to nežádali, tento e-mail ignorujte. Vaše heslo zůstane beze změny.',
  },
  sk: {
    subject: 'Obnovenie hesla k účtu {brand}',
    intro: 'Dostali sme žiadosť o obnovenie hesla k vášmu účtu {brand}.',
    action: 'Nové heslo si nastavíte po otvorení tohto odkazu do jednej hodiny. Odkaz funguje iba raz:',
    button: 'Nastaviť nové heslo',
    ignore: 'Ak ste o to nežiadali, tento e-mail ignorujte. Vaše heslo zostane nezmenené.',
  },
  de: {
    subject: 'Passwort für {brand} zurücksetzen',
    intro: 'Wir haben eine Anfrage erhalten, das Passwort für dein {brand}-Konto zurückzusetzen.',
    action: 'Öffne innerhalb einer Stunde diesen Link, um ein neues Passwort festzulegen. Er funktioniert nur einmal:',
    button: 'Neues Passwort festlegen',
    ignore: 'Wenn du das nicht angefordert hast, ignoriere diese E-Mail einfach. Dein Passwort bleibt unverändert.',
  },
  lt: {
    subject: '{brand} slaptažodžio atkūrimas',
    intro: 'Gavome prašymą atkurti jūsų {brand} paskyros slaptažodį.',
    action: 'Norėdami nustatyti naują slaptažodį, per valandą atidarykite šią nuorodą. Ji veikia tik vieną kartą:',
    button: 'Nustatyti naują slaptažodį',
    ignore: 'Jei to neprašėte, tiesiog nekreipkite dėmesio į šį laišką. Jūsų slaptažodis nepasikeis.',
  },
  es: {
    subject: 'Restablece tu contraseña de {brand}',
    intro: 'Hemos recibido una solicitud para restablecer la contraseña de tu cuenta de {brand}.',
    action: 'Para elegir una nueva contraseña, abre este enlace en el plazo de una hora. Solo funciona una vez:',
    button: 'Elegir una nueva contraseña',
    ignore: 'Si no lo has solicitado, ignora este correo. Tu contraseña no cambiará.',
  },
  en: {
    subject: 'Reset your {brand} password',
    intro: 'We received a request to reset the password of your {brand} account.',
    action: 'To choose a new password, open this link within one hour. It works only once:',
    button: 'Choose a new password',
    ignore: 'If you did not ask for this, just ignore this e-mail. Your password stays unchanged.',
  },
  tr: {
    subject: '{brand} şifreni sıfırla',
    intro: '{brand} hesabının şifresini sıfırlamak için bir talep aldık.',
    action: 'Yeni bir şifre belirlemek için bu bağlantıyı bir saat içinde aç. Bağlantı yalnızca bir kez çalışır:',
    button: 'Yeni şifre belirle',
    ignore: 'Bu talebi sen yapmadıysan bu e-postayı dikkate alma. Şifren değişmeyecek.',
  },
};

/** The password-reset e-mail in the market's language, with the single-use link as text and as a button. */
export const passwordResetMail = (input: {
  readonly to: string;
  readonly locale: Locale;
  readonly link: string;
  readonly product: string;
}): MailMessage => actionLinkMail({ ...input, texts: TEXTS[input.locale] });
