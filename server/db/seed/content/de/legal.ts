import type { MarketContent } from '../market-content';

export const legal: MarketContent['legal'] = {
  'privacy-policy': {
    title: 'Datenschutzerklärung',
    body: 'Verantwortlich für die Verarbeitung deiner personenbezogenen Daten ist der Betreiber von Audiora. Wir verarbeiten sie, um dein Konto zu führen, Bestellungen abzuwickeln, gekaufte Aufnahmen bereitzustellen und – wenn du zustimmst – dir unseren Newsletter zu senden.\n\nWir erheben nur, was wir brauchen: E-Mail-Adresse, Bestellhistorie, Hörfortschritt und Angaben zu den Geräten, auf denen du hörst. Zahlungen wickelt ein Zahlungsdienstleister ab; Kartennummern speichern wir nicht.\n\nCookies nutzen wir, um dich angemeldet zu halten und Einstellungen zu speichern. Analyse- und Marketing-Cookies setzen wir nur mit deiner Einwilligung, die du in den Datenschutzeinstellungen jederzeit ändern kannst.\n\nDu hast das Recht auf Auskunft, Berichtigung, Löschung, Einschränkung der Verarbeitung und Datenübertragbarkeit sowie das Recht, dich bei einer Datenschutzaufsichtsbehörde zu beschweren. Schreib uns dazu über das Formular im Hilfe-Center.\n\nWir speichern deine Daten, solange dein Konto besteht, und Abrechnungsdaten so lange, wie es steuerrechtliche Vorschriften verlangen.',
  },
  'copyright-notice': {
    title: 'Urheberrechtshinweis',
    body: 'Aufnahmen, Beschreibungen, Cover und Gestaltung von Audiora sind urheberrechtlich geschützt. Die literarischen Werke unseres Klassikerkatalogs sind gemeinfrei; ihre Aufnahmen, Bearbeitungen und Übersetzungen können jedoch eigenständig geschützt sein.\n\nMit dem Kauf eines Hörbuchs erwirbst du eine Lizenz, es für private Zwecke anzuhören. Vervielfältigung, öffentliche Wiedergabe und Weiterverkauf sind nicht gestattet.\n\nNutzungsvorbehalt nach § 44b UrhG: Wir behalten uns die Nutzung unserer Inhalte für Text und Data Mining ausdrücklich vor.\n\nWenn du meinst, dass auf Audiora deine Rechte verletzt werden, schreib uns über das Hilfe-Center – wir prüfen jeden Hinweis unverzüglich.',
  },
  'review-terms': {
    title: 'Richtlinien für Rezensionen',
    body: 'Rezensionen können angemeldete Nutzer verfassen. Pro Titel gibt es eine Bewertung und eine Rezension je Person; eine spätere Änderung ersetzt die vorherige Fassung.\n\nWir schreiben über das Buch und die Aufnahme. Beleidigungen, Werbung, persönliche Daten und Links veröffentlichen wir nicht, und wer das Ende verrät, kündigt das am Anfang an.\n\nDeine Rezension erscheint unter dem Namen, den du wählst. Beiträge, die gegen diese Richtlinien verstoßen, können wir entfernen; wir informieren dich darüber per E-Mail.\n\nBewertungen werden von Verlagen weder bestellt noch bezahlt. Der Durchschnitt eines Titels berücksichtigt alle Bewertungen, auch solche ohne Text.',
  },
};
