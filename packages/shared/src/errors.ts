import { IMAGE_TOO_LARGE_MESSAGE, INTERNAL_ERROR_MESSAGE } from './constants.ts';
import { DECLARED_ERRORS, type DeclaredErrors } from './kinds.ts';

/**
 * The error codes not yet declared by their feature's file (`errors` in its `declareKinds`):
 * `ERRORS` adds the declared ones.
 */
const COMMON_ERRORS = {
  VALIDATION_ERROR: { status: 400, message: 'Les informations envoyées sont invalides.' },
  INVALID_JSON: { status: 400, message: 'Le contenu de la requête est illisible.' },
  UNAUTHENTICATED: { status: 401, message: 'Vous devez être connecté.' },
  INVALID_CREDENTIALS: { status: 401, message: 'E-mail ou mot de passe incorrect.' },
  EMAIL_NOT_VERIFIED: {
    status: 403,
    message: 'Veuillez confirmer votre adresse e-mail avant de vous connecter.',
  },
  FORBIDDEN: { status: 403, message: "Vous n'avez pas l'autorisation d'effectuer cette action." },
  FORBIDDEN_ORIGIN: { status: 403, message: 'Requête refusée : origine non autorisée.' },
  NOT_FOUND: { status: 404, message: "La ressource demandée n'existe pas." },
  ROUTE_NOT_FOUND: { status: 404, message: "Cette adresse de l'API n'existe pas." },
  EMAIL_TAKEN: { status: 409, message: 'Un compte existe déjà avec cette adresse e-mail.' },
  USERNAME_TAKEN: { status: 409, message: "Ce nom d'utilisateur est déjà pris." },
  COMMON_PASSWORD: {
    status: 400,
    message: 'Ce mot de passe est trop courant. Choisissez-en un plus difficile à deviner.',
  },
  INVALID_TOKEN: { status: 400, message: 'Ce lien de confirmation est invalide ou a expiré.' },
  POST_NOT_FOUND: { status: 404, message: "Cette publication n'existe pas ou a été supprimée." },
  COMMENT_NOT_FOUND: { status: 404, message: "Ce commentaire n'existe pas ou a été supprimé." },
  PROFILE_NOT_FOUND: { status: 404, message: "Ce profil n'existe pas." },
  STORY_NOT_FOUND: { status: 404, message: "Cette story n'existe pas ou a expiré." },
  PROMOTION_NOT_FOUND: { status: 404, message: "Cette carte promotionnelle n'existe pas." },
  // Local businesses, Annuaire Local, ratings and reviews (issue 17).
  BUSINESS_NOT_FOUND: { status: 404, message: "Cette entreprise n'existe pas ou a été retirée de l'annuaire." },
  BUSINESS_PAGE_NOT_FOUND: { status: 404, message: "Cette page professionnelle n'existe pas." },
  BUSINESS_EDIT_FORBIDDEN: {
    status: 403,
    message: "Seule la personne qui a ajouté l'entreprise, ou la modération, peut la modifier.",
  },
  SPONSOR_ADMINS_ONLY: { status: 403, message: 'Seuls les administrateurs peuvent sponsoriser une entreprise.' },
  REVIEW_NOT_FOUND: { status: 404, message: "Cet avis n'existe pas ou a été supprimé." },
  REVIEW_OWN_TARGET: { status: 403, message: 'Vous ne pouvez pas noter votre propre entreprise.' },
  REVIEW_REPLY_OWNER_ONLY: { status: 403, message: 'Seul le propriétaire peut répondre aux avis.' },
  REVIEW_ALREADY_REPLIED: { status: 409, message: 'Vous avez déjà répondu à cet avis.' },
  CONVERSATION_NOT_FOUND: { status: 404, message: 'Conversation non trouvée' },
  NOTIFICATION_NOT_FOUND: { status: 404, message: "Cette notification n'existe pas." },
  RECIPIENT_NOT_FOUND: { status: 400, message: "Un des destinataires n'existe pas." },
  CANNOT_MESSAGE_SELF: { status: 400, message: 'Choisissez un autre résident que vous-même.' },
  CANNOT_MESSAGE_OWN_PAGE: {
    status: 400,
    message: 'Vous gérez cette page : ses messages arrivent dans « Messages de mes pages ».',
  },
  CONVERSATION_CLOSED: {
    status: 409,
    message: 'Votre correspondant a supprimé son compte : vous ne pouvez plus lui écrire.',
  },
  UPLOAD_NOT_FOUND: { status: 400, message: 'La photo envoyée est introuvable. Ajoutez-la de nouveau.' },
  GROUP_MEMBERS_ONLY: { status: 403, message: 'Rejoignez le groupe pour y publier.' },
  PAGE_OWNER_ONLY: { status: 403, message: 'Seul le propriétaire de la page peut y publier.' },
  EMPTY_POST: { status: 400, message: 'Veuillez ajouter du contenu ou une photo' },
  CANNOT_FOLLOW_SELF: { status: 400, message: 'Vous ne pouvez pas vous abonner à vous-même.' },
  CANNOT_FOLLOW_OWN_PAGE: { status: 400, message: 'Vous ne pouvez pas vous abonner à votre propre page.' },
  INVALID_IMAGE: { status: 415, message: 'Seules les photos JPEG, PNG, WebP, HEIC ou AVIF sont acceptées.' },
  IMAGE_TOO_LARGE: { status: 413, message: IMAGE_TOO_LARGE_MESSAGE },
  IMAGE_TOO_MANY_PIXELS: { status: 413, message: 'La photo a trop de pixels.' },
  PAYLOAD_TOO_LARGE: { status: 413, message: 'Le contenu envoyé est trop volumineux.' },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: "Ce type de contenu n'est pas accepté." },
  RATE_LIMITED: {
    status: 429,
    message: 'Trop de tentatives. Veuillez patienter avant de réessayer.',
  },
  // Groups (issue 17).
  GROUP_NOT_FOUND: { status: 404, message: "Ce groupe n'existe pas ou a été supprimé." },
  GROUP_PRIVATE: { status: 403, message: 'Ce groupe est privé : seuls ses membres voient son contenu.' },
  GROUP_ADMINS_ONLY: { status: 403, message: 'Seuls les administrateurs du groupe peuvent faire cela.' },
  GROUP_LAST_ADMIN: {
    status: 409,
    message: 'Vous êtes le dernier administrateur : nommez-en un autre ou supprimez le groupe avant de le quitter.',
  },
  GROUP_NOT_MEMBER: { status: 409, message: "Vous n'êtes pas membre de ce groupe." },
  GROUP_REQUEST_NOT_FOUND: { status: 404, message: "Cette demande d'adhésion n'existe plus." },
  GROUP_CANNOT_REMOVE_SELF: {
    status: 400,
    message: 'Pour vous retirer du groupe, utilisez « Quitter le groupe ».',
  },
  // Municipal services and associations (issue 17).
  MUNICIPAL_SERVICE_NOT_FOUND: { status: 404, message: "Ce service municipal n'existe pas ou a été supprimé." },
  ASSOCIATION_NOT_FOUND: { status: 404, message: "Cette association n'existe pas ou a été supprimée." },
  // Civic participation and moderation (issue 18).
  ACCOUNT_SUSPENDED: {
    status: 403,
    message:
      'Votre compte est suspendu par la modération : vous ne pouvez ni publier, ni commenter, ni écrire, ni donner un avis, ni voter pour le moment.',
  },
  MODERATORS_ONLY: { status: 403, message: 'Cette action est réservée à la modération.' },
  ADMINS_ONLY: { status: 403, message: 'Cette action est réservée aux administrateurs.' },
  REFERENDUM_NOT_FOUND: { status: 404, message: "Ce référendum n'existe pas." },
  ALREADY_VOTED: { status: 409, message: 'Déjà voté' },
  REFERENDUM_CLOSED: { status: 409, message: 'Ce référendum est terminé : le vote est clos.' },
  REFERENDUM_ANONYMOUS: {
    status: 403,
    message: 'Ce référendum est anonyme : personne ne peut savoir qui a voté quoi.',
  },
  VOTE_EMAIL_NOT_VERIFIED: { status: 403, message: 'Confirmez votre adresse e-mail pour pouvoir voter.' },
  PROPOSAL_EMAIL_NOT_VERIFIED: {
    status: 403,
    message: 'Confirmez votre adresse e-mail pour pouvoir proposer un référendum.',
  },
  // Issue 37: a verified resident's voice. The web leads these three to the verification page.
  VOTE_RESIDENT_NOT_VERIFIED: {
    status: 403,
    message: 'Ce référendum est réservé aux résidents vérifiés : vérifiez votre domicile pour pouvoir voter.',
  },
  PROPOSAL_RESIDENT_NOT_VERIFIED: {
    status: 403,
    message: 'Proposer un référendum est réservé aux résidents vérifiés : vérifiez d’abord votre domicile.',
  },
  SUGGESTION_VOTE_RESIDENT_NOT_VERIFIED: {
    status: 403,
    message: 'Soutenir une idée est réservé aux résidents vérifiés : vérifiez d’abord votre domicile.',
  },
  REFERENDUM_PROPOSAL_NOT_FOUND: { status: 404, message: "Cette proposition de référendum n'existe pas." },
  REFERENDUM_PROPOSAL_DECIDED: { status: 409, message: 'Cette proposition a déjà été publiée ou refusée.' },
  COMMENTS_CLOSED: { status: 403, message: 'Les commentaires sont fermés ici.' },
  NEIGHBOUR_REPORT_NOT_FOUND: { status: 404, message: "Ce signalement n'existe pas." },
  REOPEN_WINDOW_PASSED: {
    status: 409,
    message: 'Un signalement résolu ne peut être rouvert que dans les 30 jours.',
  },
  NEIGHBOUR_REPORT_NOT_RESOLVED: { status: 409, message: "Ce signalement n'est pas résolu : il est déjà ouvert." },
  NEIGHBOUR_REPORT_REPORTER_ONLY: {
    status: 403,
    message: 'Seule la personne qui a fait le signalement peut le rouvrir.',
  },
  SUGGESTION_NOT_FOUND: { status: 404, message: "Cette suggestion n'existe pas." },
  // Marketplace (issue 19).
  LISTING_NOT_FOUND: { status: 404, message: "Cette annonce n'existe pas ou a été retirée." },
  LISTING_OWNER_ONLY: { status: 403, message: 'Seul le vendeur peut modifier cette annonce.' },
  LISTING_OWN_CONTACT: { status: 403, message: 'Vous ne pouvez pas contacter le vendeur de votre propre annonce.' },
  LISTING_UNAVAILABLE: { status: 409, message: "Cette annonce n'est plus disponible." },
  LISTING_SOLD: { status: 409, message: 'Cette annonce est vendue : elle ne peut plus être modifiée.' },
  LISTING_BUYER_NOT_CONTACT: {
    status: 400,
    message: "L'acheteur doit être un résident qui vous a contacté au sujet de cette annonce.",
  },
  CONTENT_NOT_FOUND: { status: 404, message: "Ce contenu n'existe pas ou a été supprimé." },
  ALREADY_REPORTED: { status: 409, message: 'Vous avez déjà signalé ce contenu : la modération va l’examiner.' },
  MODERATION_REQUEST_NOT_FOUND: { status: 404, message: "Cette demande n'existe pas." },
  MODERATION_REQUEST_ANSWERED: { status: 409, message: 'Cette demande a déjà reçu une réponse.' },
  REPORT_OWN_CONTENT: { status: 403, message: 'Vous ne pouvez pas signaler votre propre contenu.' },
  SANCTION_FORBIDDEN: {
    status: 403,
    message: 'Les administrateurs et les modérateurs ne peuvent pas être sanctionnés par la modération.',
  },
  SANCTION_SELF: { status: 403, message: 'Vous ne pouvez pas vous sanctionner vous-même.' },
  NOT_SUSPENDED: { status: 409, message: "Ce compte n'est pas suspendu." },
  // Friends (issue 19).
  CANNOT_FRIEND_SELF: { status: 400, message: 'Vous ne pouvez pas vous envoyer une demande d’ami.' },
  ALREADY_FRIENDS: { status: 409, message: 'Vous êtes déjà amis.' },
  FRIEND_REQUEST_PENDING: { status: 409, message: 'Votre demande d’ami est déjà envoyée : elle attend une réponse.' },
  FRIEND_REQUEST_NOT_FOUND: { status: 404, message: 'Cette demande d’ami n’existe plus.' },
  FRIEND_REQUEST_RECIPIENT_ONLY: {
    status: 403,
    message: 'Seule la personne qui a reçu la demande d’ami peut l’accepter ou la refuser.',
  },
  FRIEND_REQUEST_SENDER_ONLY: {
    status: 403,
    message: 'Seule la personne qui a envoyé la demande d’ami peut l’annuler.',
  },
  // Advertising hub and sponsors (issue 19).
  AD_PAGE_OWNER_ONLY: {
    status: 403,
    message: 'Seul le propriétaire de la page professionnelle peut demander une publicité pour elle.',
  },
  AD_POST_NOT_ON_PAGE: { status: 400, message: 'Cette publication n’appartient pas à la page choisie.' },
  AD_PAGE_HIDDEN: {
    status: 409,
    message: 'Cette page est masquée par la modération : elle ne peut pas faire l’objet d’une publicité.',
  },
  AD_REQUEST_NOT_FOUND: { status: 404, message: "Cette demande publicitaire n'existe pas." },
  AD_REQUEST_DECIDED: { status: 409, message: 'Cette demande a déjà reçu une réponse.' },
  SPONSOR_NOT_FOUND: { status: 404, message: "Ce sponsor n'existe pas." },
  // Dating (issue 19): the age gate, enforced on every dating route.
  DATING_VERIFICATION_REQUIRED: {
    status: 403,
    message: 'Vérifiez votre âge pour accéder à la section dating (une vérification vaut 30 jours).',
  },
  DATING_UNDERAGE: { status: 403, message: 'Vous devez avoir au moins 18 ans pour accéder à la section dating' },
  DATING_BIRTH_DATE_LOCKED: {
    status: 409,
    message:
      'Une autre date de naissance est déjà enregistrée sur votre compte. Contactez la modération pour la corriger.',
  },
  DATING_BIRTH_DATE_UNCONFIRMED: {
    status: 409,
    message:
      'Avec cette date de naissance, l’accès à la section dating vous sera refusé et vous ne pourrez plus la modifier vous-même. Confirmez-la ou corrigez-la.',
  },
  DATING_NO_BIRTH_DATE: { status: 409, message: 'Aucune date de naissance n’est enregistrée sur votre compte.' },
  DATING_CORRECTION_PENDING: {
    status: 409,
    message: 'Votre demande de correction est déjà entre les mains des modérateurs.',
  },
  DATING_CORRECTION_NOT_FOUND: { status: 404, message: "Cette demande de correction n'existe pas." },
  DATING_CORRECTION_DECIDED: { status: 409, message: 'Cette demande a déjà reçu une réponse.' },
  DATING_PROFILE_NOT_FOUND: { status: 404, message: "Ce profil de rencontre n'existe pas ou n'est plus visible." },
  // Events (issue 19).
  EVENT_NOT_FOUND: { status: 404, message: "Cet événement n'existe pas ou a été retiré." },
  EVENT_FULL: { status: 409, message: 'Cet événement est complet : il ne reste plus de place.' },
  EVENT_PAST: { status: 409, message: 'Cet événement est déjà passé.' },
  EVENT_CANCELLED: { status: 409, message: 'Cet événement a été annulé.' },
  EVENT_ORGANIZER_ONLY: {
    status: 403,
    message: "Seule la personne qui organise l'événement, ou la modération, peut le modifier ou l'annuler.",
  },
  EVENT_CAPACITY_TOO_LOW: {
    status: 409,
    message: 'Le nombre de places ne peut pas être inférieur au nombre de participants déjà inscrits.',
  },
  CALENDAR_FEED_NOT_FOUND: { status: 404, message: "Ce lien d'agenda n'existe pas ou a été réinitialisé." },
  // The sea page (issue 20): flags and water notices are set by admins.
  SEA_ADMINS_ONLY: {
    status: 403,
    message: 'Seuls les administrateurs gèrent les drapeaux de baignade et les avis sur la qualité de l’eau.',
  },
  BEACH_NOT_FOUND: { status: 404, message: "Cette plage n'existe pas." },
  WATER_NOTICE_NOT_FOUND: { status: 404, message: "Cet avis n'existe pas." },
  WATER_NOTICE_ENDED: { status: 409, message: 'Cet avis est déjà terminé.' },
  // Weather (issue 20): the forecast provider failed and nothing was ever cached.
  WEATHER_UNAVAILABLE: {
    status: 503,
    message: 'Impossible de récupérer les données météo pour le moment. Réessayez dans quelques minutes.',
  },
  // Games (issue 28 point 23): a score comes from a play the server started, as fast as a hand can.
  GAME_PLAY_NOT_FOUND: {
    status: 400,
    message: 'Ce score ne vient d’aucune partie lancée : il n’est pas enregistré.',
  },
  GAME_PLAY_USED: { status: 409, message: 'Le score de cette partie est déjà enregistré.' },
  GAME_PLAY_EXPIRED: {
    status: 409,
    message: 'Cette partie a été lancée il y a trop longtemps : son score n’est pas enregistré.',
  },
  GAME_SCORE_TOO_FAST: {
    status: 400,
    message: 'Ce score a été obtenu trop vite pour être joué à la main : il n’est pas enregistré.',
  },
  GAME_MOVES_INVALID: {
    status: 400,
    message: 'Ces coups ne résolvent pas le taquin de cette partie : le score n’est pas enregistré.',
  },
  GAME_GUESSES_INVALID: {
    status: 400,
    message: 'Ce score ne correspond pas aux essais de cette partie : il n’est pas enregistré.',
  },
  GAME_PLAY_FINISHED: { status: 409, message: 'Cette partie est terminée : lancez-en une nouvelle.' },
  // Games: Snake and Tetris replayed, the memory board dealt, the reaction timed.
  GAME_REPLAY_INVALID: {
    status: 400,
    message: 'Ce score ne correspond pas à la partie rejouée par le serveur : il n’est pas enregistré.',
  },
  GAME_FLIP_INVALID: { status: 409, message: 'Cette carte est déjà retournée : choisissez-en une autre.' },
  GAME_REACTION_TOO_FAST: {
    status: 400,
    message: 'Moins de 100 ms après le signal : c’est de l’anticipation, pas un réflexe. Temps non enregistré.',
  },
  GAME_REACTION_INVALID: {
    status: 400,
    message: 'Ce temps ne correspond pas au signal donné par le serveur : il n’est pas enregistré.',
  },
  GAME_DAILY_LIMIT: {
    status: 429,
    message: 'Vous avez enregistré beaucoup de scores à ce jeu aujourd’hui : revenez demain.',
  },
  // The town hall's announcements (issue 30).
  ANNOUNCEMENT_NOT_FOUND: { status: 404, message: "Cette annonce de la mairie n'existe pas ou a été retirée." },
  ANNOUNCEMENT_ENDED: { status: 400, message: 'La fin de validité est déjà passée : choisissez une date à venir.' },
  MAIRIE_ONLY: { status: 403, message: 'Seule la mairie peut publier et modifier les annonces officielles.' },
  // The announcements by e-mail, without an account (issue 36).
  MAIL_ALERTS_ADDRESS_LIMIT: {
    status: 429,
    message: 'Trop de demandes pour cette adresse e-mail aujourd’hui. Réessayez demain.',
  },
  MAIL_UNAVAILABLE: {
    status: 503,
    message:
      'Le serveur d’e-mails ne répond pas pour le moment : rien n’a été enregistré. Réessayez dans quelques minutes.',
  },
  // Residence verification, by letter or at the town hall's counter (issue 37).
  RESIDENCE_MAIRIE_ONLY: {
    status: 403,
    message: 'Seule la mairie peut vérifier, confirmer ou révoquer le domicile des résidents.',
  },
  RESIDENCE_ADDRESS_NOT_FOUND: {
    status: 404,
    message: 'Cette adresse ne figure pas dans la liste de la commune. Choisissez-la dans la liste proposée.',
  },
  RESIDENCE_IDENTITY_REQUIRED: {
    status: 403,
    message: 'Identifiez-vous d’abord avec FranceConnect : le courrier est adressé au nom que FranceConnect donne.',
  },
  RESIDENCE_ALREADY_VERIFIED: {
    status: 409,
    message: 'Votre domicile est déjà vérifié. Vous pourrez renouveler la vérification 3 mois avant sa fin.',
  },
  RESIDENCE_NO_CODE: {
    status: 409,
    message: 'Aucun code n’attend d’être saisi : demandez d’abord un code par courrier.',
  },
  RESIDENCE_CODE_WRONG: { status: 400, message: 'Ce code ne correspond pas à celui de votre courrier.' },
  RESIDENCE_CODE_LOCKED: {
    status: 403,
    message: 'Trop d’essais : ce code est bloqué. Demandez un nouveau courrier.',
  },
  RESIDENCE_CODE_EXPIRED: {
    status: 410,
    message: 'Ce code a expiré. Demandez un nouveau courrier.',
  },
  RESIDENCE_NO_LETTERS: { status: 409, message: 'Aucun courrier n’attend d’être imprimé.' },
  RESIDENCE_RESIDENT_NOT_FOUND: { status: 404, message: 'Ce résident n’existe pas ou a supprimé son compte.' },
  RESIDENCE_NOT_AWAITING: {
    status: 409,
    message: 'Cette vérification n’attend plus de confirmation : elle a déjà été traitée.',
  },
  RESIDENCE_NOT_VERIFIED: { status: 409, message: 'Ce résident n’est pas vérifié : rien à révoquer.' },
  // Two requests changed the same rows at once and the retry collided again (deadlock, serialization).
  CONCURRENT_CHANGE: {
    status: 409,
    message: 'Trop de modifications simultanées sur ce contenu. Réessayez dans un instant.',
  },
  IDENTITY_NOT_FOUND: { status: 404, message: 'Aucune identité FranceConnect n’est liée à ce compte.' },
  // The town's addresses, imported from the Base Adresse Nationale's CSV (issue 37).
  ADDRESS_FILE_MISSING: {
    status: 400,
    message: 'Choisissez le fichier CSV des adresses (export de la Base Adresse Nationale), dans le champ « file ».',
  },
  ADDRESS_FILE_EMPTY: { status: 400, message: 'Le fichier est vide : aucune adresse à lire.' },
  ADDRESS_FILE_NOT_CSV: {
    status: 400,
    message:
      'Ce fichier n’est pas un CSV en UTF-8 : envoyez l’export de la Base Adresse Nationale (adresses-<code INSEE>.csv).',
  },
  ADDRESS_FILE_COLUMNS: {
    status: 400,
    message: 'Colonnes manquantes : ce fichier n’a pas les colonnes de la Base Adresse Nationale.',
  },
  ADDRESS_FILE_TOO_LARGE: { status: 413, message: 'Fichier trop volumineux : 64 Mo au plus.' },
  ADDRESS_FILE_NO_ADDRESS: {
    status: 400,
    message: 'Aucune ligne valide dans ce fichier : rien n’a été importé, aucune adresse n’a été retirée.',
  },
  // The open-data imports (associations, businesses, municipal services; issue 38).
  IMPORT_FILE_MISSING: { status: 400, message: 'Choisissez le fichier CSV à importer, dans le champ « file ».' },
  IMPORT_FILE_EMPTY: { status: 400, message: 'Le fichier est vide : aucune ligne à lire.' },
  IMPORT_FILE_NOT_CSV: { status: 400, message: 'Ce fichier n’est pas un fichier CSV lisible.' },
  IMPORT_FILE_COLUMNS: { status: 400, message: 'Colonnes manquantes : ce fichier n’a pas les colonnes attendues.' },
  IMPORT_FILE_TOO_LARGE: { status: 413, message: 'Fichier trop volumineux : 64 Mo au plus.' },
  INTERNAL_ERROR: { status: 500, message: INTERNAL_ERROR_MESSAGE },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Le service est momentanément indisponible.' },
  DATABASE_UNAVAILABLE: {
    status: 503,
    message: 'Le service est momentanément indisponible. Réessayez dans quelques instants.',
  },
  // The object storage (the photos' folder or bucket) is down while the database answers.
  STORAGE_UNAVAILABLE: {
    status: 503,
    message: 'Le stockage des photos est momentanément indisponible. Réessayez dans quelques instants.',
  },
} as const satisfies Record<string, { status: number; message: string }>;

const declaredTwice = Object.keys(DECLARED_ERRORS).find((code) => Object.hasOwn(COMMON_ERRORS, code));
// A code answered with two messages would depend on the spreading order: the contract refuses to load.
if (declaredTwice !== undefined) throw new Error(`the error code '${declaredTwice}' is declared twice`);

/**
 * Error-code registry: every API error the server can answer, its HTTP status and the French
 * message shown to residents. The web client maps a code back to the spec's toast.
 */
export const ERRORS: typeof COMMON_ERRORS & DeclaredErrors = { ...COMMON_ERRORS, ...DECLARED_ERRORS };

export type ErrorCode = keyof typeof ERRORS;

export type ApiErrorBody = { error: { code: ErrorCode | string; message: string } };

export function isErrorCode(code: string): code is ErrorCode {
  return Object.hasOwn(ERRORS, code);
}
