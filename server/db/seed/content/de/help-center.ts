import type { HelpCategoryText } from '../market-content';

export const helpCenter: readonly HelpCategoryText[] = [
  {
    slug: 'konto',
    title: 'Konto und Anmeldung',
    questions: [
      {
        slug: 'konto-anlegen',
        title: 'Wie lege ich ein Konto an?',
        body: 'Klicke oben rechts auf „Anmelden“ und dann auf „Konto erstellen“. Du brauchst nur eine E-Mail-Adresse und ein Passwort – alternativ meldest du dich mit Google oder Apple an.\n\nWir schicken dir eine Willkommensnachricht. Falls sie nicht ankommt, sieh bitte im Spam-Ordner nach.',
      },
      {
        slug: 'passwort-vergessen',
        title: 'Ich habe mein Passwort vergessen. Was nun?',
        body: 'Wähle auf der Anmeldeseite „Passwort vergessen“ und gib die E-Mail-Adresse deines Kontos ein. Der Link zum Festlegen eines neuen Passworts ist eine Stunde lang gültig.\n\nAus Sicherheitsgründen melden wir dich nach der Änderung auf allen Geräten ab.',
      },
    ],
  },
  {
    slug: 'zahlung',
    title: 'Zahlung und Bestellungen',
    questions: [
      {
        slug: 'zahlungsarten',
        title: 'Welche Zahlungsarten gibt es?',
        body: 'Du kannst per Kreditkarte, PayPal, Apple Pay, Google Pay oder SEPA-Lastschrift bezahlen. Alle Preise enthalten die Mehrwertsteuer; die Rechnung findest du nach Zahlungseingang im Nutzerkonto.',
      },
      {
        slug: 'hoerbuch-zurueckgeben',
        title: 'Kann ich ein Hörbuch zurückgeben?',
        body: 'Solange du die Vollversion noch nicht gestartet hast, kannst du den Kauf innerhalb von 14 Tagen widerrufen – schreib uns einfach mit deiner Bestellnummer.\n\nSobald die Wiedergabe beginnt, gilt der digitale Inhalt als geliefert. Ist eine Aufnahme fehlerhaft, helfen wir natürlich trotzdem.',
      },
    ],
  },
  {
    slug: 'club',
    title: 'Audiora Club',
    questions: [
      {
        slug: 'was-ist-der-club',
        title: 'Was ist der Audiora Club?',
        body: 'Der Club ist ein Monatsabo: Du kaufst Hörbücher zu günstigeren Club-Preisen und hörst ausgewählte Titel ohne Aufpreis. Titel im Abo erkennst du im Shop am Club-Symbol.',
      },
      {
        slug: 'club-kuendigen',
        title: 'Wie kündige ich den Club?',
        body: 'Öffne im Nutzerkonto „Abo verwalten“ und wähle „Kündigen“. Deine Mitgliedschaft bleibt bis zum Ende des bezahlten Zeitraums aktiv, und gekaufte Hörbücher gehören dir für immer.',
      },
    ],
  },
  {
    slug: 'hoeren',
    title: 'Hören und Offline-Modus',
    questions: [
      {
        slug: 'offline-hoeren',
        title: 'Kann ich ohne Internet hören?',
        body: 'Ja, in der Audiora-App. Öffne das Hörbuch in deiner Bibliothek und tippe auf „Herunterladen“.\n\nHeruntergeladene Dateien sind verschlüsselt und funktionieren nur in der App auf dem Gerät, auf das du sie geladen hast.',
      },
      {
        slug: 'wiedergabegeschwindigkeit',
        title: 'Wie ändere ich die Wiedergabegeschwindigkeit?',
        body: 'Klicke im Player auf die Geschwindigkeitsanzeige (standardmäßig 1×) und wähle einen Wert zwischen 0,5× und 2×. Wir merken uns die Einstellung auf diesem Gerät.',
      },
    ],
  },
  {
    slug: 'geraete',
    title: 'Geräte',
    questions: [
      {
        slug: 'wie-viele-geraete',
        title: 'Auf wie vielen Geräten kann ich hören?',
        body: 'Du kannst auf mehreren Geräten angemeldet sein, ein Hörbuch aber immer nur auf einem Gerät gleichzeitig abspielen. Deine aktiven Sitzungen findest du im Nutzerkonto unter „Sitzungen“.',
      },
      {
        slug: 'unterstuetzte-browser',
        title: 'Welche Browser werden unterstützt?',
        body: 'Der Player läuft in aktuellen Versionen von Chrome, Firefox, Edge und Safari. Startet eine Aufnahme nicht, lade die Seite neu und prüfe, ob dein Browser geschützte Inhalte blockiert.',
      },
    ],
  },
];
