// The French (Canada) half of the demo content, read by generate-seed.ts: posts and jobs written in
// French, not translated from the English ones. Programs and documents carry the names Immigration,
// Réfugiés et Citoyenneté Canada (IRCC) uses in French. Typeset apostrophes (’): the search matches
// them with a typed '.
import type { Topic } from './generate-seed'

export const FRENCH_TOPICS: Topic[] = [
  {
    title: 'Entrée express\u00a0: ce que les rondes d’invitations par catégorie changent pour vous',
    lead: 'Les rondes d’invitations par catégorie s’ajoutent désormais aux rondes générales d’Entrée express et visent les candidats qui ont de l’expérience dans une profession prioritaire ou une solide connaissance du français.',
    detail:
      'Une note plus basse au Système de classement global (SCG) peut tout de même mener à une invitation à présenter une demande (IPD) lorsque votre expérience correspond à une catégorie ciblée\u00a0: décrivez donc vos tâches avec précision.',
    points: [
      'Vérifiez votre code de la Classification nationale des professions (CNP) par rapport aux catégories en vigueur',
      'Mettez votre profil à jour à mesure que votre expérience augmente',
      'Préparez vos documents avant de recevoir une invitation',
    ],
    link: {
      href: 'https://www.canada.ca/fr/immigration-refugies-citoyennete/services/immigrer-canada/entree-express.html',
      text: 'Entrée express sur Canada.ca',
    },
  },
  {
    title: 'Permis de travail postdiplôme (PTPD)\u00a0: les règles sur le domaine d’études',
    lead: 'Les étudiants étrangers qui terminent un programme admissible peuvent souvent rester au Canada et y travailler grâce au permis de travail postdiplôme (PTPD).',
    detail:
      'Certains diplômés d’un collège doivent maintenant avoir étudié dans un domaine lié à une profession en pénurie à long terme\u00a0: vérifiez votre programme avant de vous inscrire.',
    points: [
      'Présentez votre demande dans les 180\u00a0jours suivant la réception de vos résultats finaux',
      'Conservez la preuve de vos études à temps plein',
      'Des résultats de tests de langue peuvent être exigés de certains demandeurs',
    ],
  },
  {
    title: 'Étude d’impact sur le marché du travail (EIMT)\u00a0: le guide de l’employeur',
    lead: 'L’étude d’impact sur le marché du travail (EIMT) permet à un employeur de démontrer que l’embauche d’un travailleur étranger n’aura pas d’effet négatif sur le marché du travail canadien.',
    detail:
      'L’employeur doit annoncer le poste, verser le salaire en vigueur et respecter les conditions du volet choisi auprès d’Emploi et Développement social Canada (EDSC).',
    points: [
      'Les volets des postes à haut salaire et à bas salaire comportent des obligations différentes',
      'Le recrutement doit durer au moins quatre semaines',
      'Une EIMT favorable est la première étape vers un permis de travail',
    ],
    link: {
      href: 'https://www.canada.ca/fr/emploi-developpement-social/services/travailleurs-etrangers.html',
      text: 'Travailleurs étrangers temporaires (EDSC)',
    },
  },
  {
    title: 'Résidence permanente\u00a0: cinq documents à réunir avant de présenter votre demande',
    lead: 'La plupart des retards que nous constatons viennent de documents manquants ou incohérents plutôt que de problèmes d’admissibilité.',
    detail:
      'Commencez tôt\u00a0: les certificats de police et les lettres de référence peuvent prendre des semaines, et chacun doit concorder avec les dates inscrites dans votre demande.',
    points: [
      'Un certificat de police de chaque pays où vous avez vécu six mois ou plus',
      'Des lettres de référence précisant vos tâches, vos heures et votre salaire',
      'Des résultats de tests de langue encore valides',
      'L’évaluation des diplômes d’études (EDE)',
      'La preuve de vos fonds d’établissement',
    ],
  },
  {
    title: 'Titre de voyage pour résident permanent (TVRP)\u00a0: rentrer au Canada sans carte valide',
    lead: 'Si votre carte de résident permanent a expiré alors que vous êtes à l’étranger, il vous faut un titre de voyage pour résident permanent (TVRP) pour revenir par avion.',
    detail:
      'L’agent vérifie si vous avez respecté votre obligation de résidence\u00a0: réunissez la preuve de votre présence au Canada ou des raisons qui vous ont empêché de revenir.',
    points: [
      'La preuve de vos jours de résidence au Canada',
      'La preuve de vos liens avec le Canada, comme un bail ou un emploi',
      'Des considérations d’ordre humanitaire, s’il vous manque des jours',
    ],
  },
  {
    title: 'Notes du SMGC\u00a0: voir ce que l’agent a vu dans votre dossier',
    lead: 'Une demande d’accès à l’information et de protection des renseignements personnels (AIPRP) peut vous donner les notes de l’agent sur votre dossier, appelées notes du Système mondial de gestion des cas (SMGC).',
    detail:
      'Ces notes aident à comprendre un refus et à préparer une demande plus solide auprès d’Immigration, Réfugiés et Citoyenneté Canada (IRCC).',
    points: [
      'La demande se fait en ligne',
      'Votre consentement est nécessaire pour que votre représentant reçoive les notes',
      'La réponse arrive habituellement en une trentaine de jours',
    ],
  },
  {
    title: 'Programme des candidats des provinces (PCP)\u00a0: choisir le bon volet',
    lead: 'Chaque province, sauf le Québec, administre son propre programme des candidats, avec des volets pour les travailleurs, les diplômés et les entrepreneurs.',
    detail:
      'Une désignation provinciale ajoute beaucoup de points à un profil Entrée express, mais chaque volet a ses propres professions admissibles et ses périodes de réception des demandes.',
    points: [
      'Associez votre offre d’emploi ou votre expérience à un volet provincial',
      'Surveillez les périodes de réception, qui ouvrent et ferment rapidement',
      'Votre intention de vous établir dans la province doit être réelle',
    ],
  },
  {
    title: 'Mobilité francophone\u00a0: travailler en français à l’extérieur du Québec',
    lead: 'Les travailleurs d’expression française peuvent obtenir un permis de travail sans étude d’impact sur le marché du travail (EIMT) pour un emploi à l’extérieur du Québec, dans la plupart des professions.',
    detail:
      'Les communautés francophones de partout au pays recrutent activement, et de bonnes compétences en français ajoutent des points dans Entrée express.',
    points: [
      'Un niveau de français oral correspondant au moins au NCLC\u00a05 est exigé',
      'L’emploi doit se trouver à l’extérieur du Québec',
      'Presque toutes les professions sont admissibles, sauf en agriculture primaire',
    ],
  },
  {
    title: 'Carte de résident permanent\u00a0: la renouveler sans mauvaise surprise',
    lead: 'La carte de résident permanent prouve votre statut lorsque vous voyagez, et elle doit habituellement être renouvelée tous les cinq ans.',
    detail:
      'Le renouvellement est simple si vous respectez l’obligation de résidence, soit deux ans au Canada au cours des cinq dernières années.',
    points: [
      'Présentez votre demande lorsque la carte est expirée ou expirera dans moins de neuf mois',
      'Vos photos doivent respecter les normes en vigueur',
      'Sans carte valide, le retour au Canada peut exiger un titre de voyage pour résident permanent (TVRP)',
    ],
  },
  {
    title: 'Citoyenneté canadienne\u00a0: calculer vos jours de présence effective',
    // A no-break space in the number, as French writes thousands.
    lead: 'Pour demander la citoyenneté, la plupart des résidents permanents doivent avoir été effectivement présents au Canada pendant 1\u00a0095\u00a0jours au cours des cinq années précédant leur demande.',
    detail:
      'Utilisez le calculateur officiel et tenez un relevé exact de vos voyages\u00a0: un écart avec les données frontalières peut retarder la décision.',
    points: [
      'Certains jours passés au Canada avant la résidence permanente comptent pour une demi-journée',
      'Gardez vos passeports et vos relevés de voyage à portée de main',
      'Une preuve de compétences linguistiques est exigée des demandeurs de 18\u00a0à 54\u00a0ans',
    ],
    link: {
      href: 'https://www.canada.ca/fr/immigration-refugies-citoyennete/services/citoyennete-canadienne.html',
      text: 'Citoyenneté canadienne sur Canada.ca',
    },
  },
  {
    title: 'Parrainage d’un époux ou d’un conjoint de fait\u00a0: les preuves qui comptent',
    lead: 'Le parrainage d’un époux ou d’un conjoint de fait est l’une des voies les plus courantes vers la résidence permanente.',
    detail:
      'L’agent doit être convaincu que la relation est authentique\u00a0: photos, échanges et engagements communs aident à raconter votre histoire.',
    points: [
      'La preuve de cohabitation pour les conjoints de fait',
      'La preuve de vos communications pendant les périodes de séparation',
      'L’engagement de parrainage signé par le répondant',
    ],
  },
  {
    title: 'Permis de travail ouvert transitoire\u00a0: continuer à travailler pendant l’attente',
    lead: 'Si vous avez demandé la résidence permanente, un permis de travail ouvert transitoire peut vous permettre de continuer à travailler lorsque votre permis actuel arrive à échéance.',
    detail: 'Le moment compte\u00a0: la demande doit être présentée pendant que votre permis actuel est encore valide.',
    points: [
      'Confirmez que votre demande de résidence permanente a franchi la vérification de l’intégralité',
      'Présentez votre demande avant l’expiration de votre permis actuel',
      'Continuez à travailler grâce au statut maintenu en attendant la décision',
    ],
  },
]

/** The consultancy’s writers sign in French with the French title of a regulated consultant (CRIC). */
export const FRENCH_AUTHORS = ['Daniel Tremblay', 'Amara Okafor, CRIC', 'Sofia Marchetti', 'Mei Lin Chen, CRIC']

/** Places of francophone hiring; provinces as the board’s filter names them (one value per province). */
export const FRENCH_LOCATIONS = [
  ['Montréal', 'Quebec'],
  ['Gatineau', 'Quebec'],
  ['Sherbrooke', 'Quebec'],
  ['Trois-Rivières', 'Quebec'],
  ['Lévis', 'Quebec'],
  ['Saguenay', 'Quebec'],
  ['Moncton', 'New Brunswick'],
  ['Edmundston', 'New Brunswick'],
  ['Dieppe', 'New Brunswick'],
  ['Ottawa', 'Ontario'],
  ['Sudbury', 'Ontario'],
  ['Winnipeg', 'Manitoba'],
] as const

export interface FrenchRole {
  /** Both forms of the occupation, as Canadian job ads write them. */
  title: string
  trade: string
  hourly: [number, number] | null
  annual: [number, number] | null
  /** Whom the employer hires, with its articles: 'un soudeur ou une soudeuse'. */
  hires: string
  /** Infinitives, after 'Vos principales tâches consisteront à'. */
  duties: string
  needs: string
}

export const FRENCH_ROLES: FrenchRole[] = [
  {
    title: 'Électricien/électricienne en construction',
    trade: 'Électricité',
    hourly: [34, 46],
    annual: null,
    hires: 'un électricien ou une électricienne en construction',
    duties:
      'installer, vérifier et entretenir le câblage, les panneaux et les systèmes d’éclairage sur des chantiers résidentiels et commerciaux',
    needs: 'certificat de qualification provincial ou Sceau rouge (309A ou l’équivalent)',
  },
  {
    title: 'Soudeur/soudeuse',
    trade: 'Soudage',
    hourly: [28, 42],
    annual: null,
    hires: 'un soudeur ou une soudeuse',
    duties: 'souder et fabriquer des pièces d’acier selon les procédés MIG, TIG et à l’électrode enrobée',
    needs: 'qualifications du Bureau canadien de soudage (CWB) dans les positions requises',
  },
  {
    title: 'Cuisinier/cuisinière',
    trade: 'Restauration',
    hourly: [18, 23],
    annual: null,
    hires: 'un cuisinier ou une cuisinière',
    duties: 'préparer les plats du menu selon les normes de la maison pendant les services achalandés',
    needs: 'deux ans d’expérience en cuisine',
  },
  {
    title: 'Préposé/préposée aux bénéficiaires',
    trade: 'Santé',
    hourly: [20, 27],
    annual: null,
    hires: 'un préposé ou une préposée aux bénéficiaires',
    duties:
      'aider les résidents dans leurs activités quotidiennes, leurs déplacements et leurs soins d’hygiène en centre d’hébergement',
    needs: 'formation de préposé aux bénéficiaires ou formation équivalente',
  },
  {
    title: 'Infirmier autorisé/infirmière autorisée',
    trade: 'Santé',
    hourly: [40, 58],
    annual: null,
    hires: 'un infirmier autorisé ou une infirmière autorisée',
    duties:
      'prodiguer des soins aux patients en milieu hospitalier et communautaire au sein d’une équipe multidisciplinaire',
    needs: 'inscription (ou admissibilité) à l’ordre professionnel infirmier de la province',
  },
  {
    title: 'Éducateur/éducatrice à la petite enfance',
    trade: 'Éducation',
    hourly: [21, 29],
    annual: null,
    hires: 'un éducateur ou une éducatrice à la petite enfance',
    duties:
      'planifier des activités d’apprentissage par le jeu et à prendre soin d’enfants de 18\u00a0mois à 5\u00a0ans',
    needs: 'diplôme en éducation à la petite enfance reconnu dans la province',
  },
  {
    title: 'Mécanicien/mécanicienne d’équipement lourd',
    trade: 'Équipement lourd',
    hourly: [38, 52],
    annual: null,
    hires: 'un mécanicien ou une mécanicienne d’équipement lourd',
    duties:
      'diagnostiquer et réparer des excavatrices, des chargeuses et des camions hors route, en atelier comme sur le terrain',
    needs: 'certificat de mécanicien d’équipement lourd',
  },
  {
    title: 'Technicien/technicienne en CVC',
    trade: 'CVC',
    hourly: [31, 45],
    annual: null,
    hires: 'un technicien ou une technicienne en chauffage, ventilation et climatisation (CVC)',
    duties: 'installer et entretenir des fournaises, des thermopompes et des systèmes de ventilation',
    needs: 'certificats de technicien au gaz et de frigoriste',
  },
  {
    title: 'Charpentier-menuisier/charpentière-menuisière',
    trade: 'Charpenterie',
    hourly: [30, 40],
    annual: null,
    hires: 'un charpentier-menuisier ou une charpentière-menuisière',
    duties:
      'construire des charpentes, des coffrages et des finitions à partir de plans, en travaillant en hauteur en toute sécurité',
    needs: 'Sceau rouge en charpenterie-menuiserie ou expérience équivalente',
  },
  {
    title: 'Plombier/plombière',
    trade: 'Plomberie',
    hourly: [32, 44],
    annual: null,
    hires: 'un plombier ou une plombière',
    duties:
      'installer et réparer la tuyauterie d’eau, d’évacuation et de gaz dans des constructions neuves et des rénovations',
    needs: 'certificat de compagnon en plomberie',
  },
  {
    title: 'Boulanger/boulangère',
    trade: 'Restauration',
    hourly: [18, 24],
    annual: null,
    hires: 'un boulanger ou une boulangère',
    duties: 'fabriquer des pains et des viennoiseries maison pendant des quarts de travail tôt le matin',
    needs: 'expérience dans une boulangerie commerciale',
  },
  {
    title: 'Ouvrier/ouvrière agricole',
    trade: 'Agriculture',
    hourly: [16, 20],
    annual: null,
    hires: 'un ouvrier ou une ouvrière agricole',
    duties: 'planter, entretenir et récolter les cultures et à conduire de la petite machinerie',
    needs: 'expérience en travail agricole et aisance à travailler à l’extérieur',
  },
  {
    title: 'Développeur/développeuse de logiciels',
    trade: 'Technologies de l’information',
    hourly: null,
    annual: [85000, 125000],
    hires: 'un développeur ou une développeuse de logiciels',
    duties: 'concevoir et maintenir des applications Web au sein d’une petite équipe de produit',
    needs: 'diplôme en informatique et trois ans d’expérience',
  },
  {
    title: 'Commis d’entrepôt',
    trade: 'Logistique',
    hourly: [18, 23],
    annual: null,
    hires: 'un ou une commis d’entrepôt',
    duties: 'préparer, emballer et expédier les commandes et à conduire un chariot élévateur',
    needs: 'certificat de cariste (formation offerte)',
  },
  {
    title: 'Préposé/préposée à l’entretien ménager',
    trade: 'Hôtellerie',
    hourly: [17, 21],
    annual: null,
    hires: 'un préposé ou une préposée à l’entretien ménager',
    duties: 'nettoyer et préparer les chambres et les aires communes d’un hôtel achalandé',
    needs: 'souci du détail et fiabilité',
  },
  {
    title: 'Réceptionniste d’hôtel',
    trade: 'Hôtellerie',
    hourly: [18, 22],
    annual: null,
    hires: 'un ou une réceptionniste',
    duties: 'accueillir la clientèle, à gérer les réservations et à effectuer les arrivées et les départs',
    needs: 'expérience en service à la clientèle; l’anglais est un atout',
  },
  {
    title: 'Camionneur/camionneuse de longue distance (classe 1)',
    trade: 'Transport',
    hourly: null,
    annual: [68000, 90000],
    hires: 'un camionneur ou une camionneuse de longue distance',
    duties:
      'transporter des marchandises partout au Canada et aux États-Unis, en tenant vos registres de conduite et en effectuant les rondes de sécurité',
    needs: 'permis de classe\u00a01 et dossier de conduite vierge',
  },
  {
    title: 'Teneur/teneuse de livres',
    trade: 'Finance',
    hourly: [24, 32],
    annual: null,
    hires: 'un teneur ou une teneuse de livres',
    duties: 'gérer les comptes fournisseurs et clients ainsi que les rapprochements de fin de mois',
    needs: 'expérience des logiciels comptables et de la paie canadienne',
  },
]

/** Employers that plausibly hire each trade. */
export const FRENCH_EMPLOYERS: Record<string, readonly string[]> = {
  Charpenterie: ['un entrepreneur général familial', 'une entreprise de construction commerciale'],
  Plomberie: ['un entrepreneur en mécanique du bâtiment', 'un constructeur d’habitations'],
  Santé: [
    'un fournisseur régional de soins de santé',
    'un centre d’hébergement et de soins de longue durée',
    'un centre de santé communautaire',
  ],
  Hôtellerie: ['un hôtel achalandé du centre-ville', 'un centre de villégiature et de congrès'],
  Restauration: [
    'un restaurant achalandé du centre-ville',
    'la cuisine d’un hôtel',
    'une boulangerie-café de quartier',
  ],
  Agriculture: ['une ferme familiale', 'une serre exploitée à l’année'],
  'Technologies de l’information': [
    'une jeune entreprise technologique',
    'une firme de services-conseils en logiciels',
  ],
  Transport: ['une entreprise de transport bien établie'],
  Logistique: ['un centre de distribution national'],
  Finance: ['un cabinet comptable', 'une société de gestion immobilière'],
  Éducation: ['une garderie agréée'],
}
export const FRENCH_GENERAL_EMPLOYERS = [
  'une entreprise manufacturière en croissance',
  'une entreprise de services industriels',
  'une entreprise de services miniers',
]

/** The closing sentence of an ad; `quebec` replaces the one about the PCP, in which Quebec takes no part. */
export const FRENCH_SUPPORT = [
  'Les titulaires d’un permis de travail sont invités à postuler.',
  'L’employeur présentera une demande d’étude d’impact sur le marché du travail (EIMT) pour les candidats retenus.',
  'Une aide au déménagement est offerte.',
  'Le poste pourrait mener à une désignation dans le cadre du Programme des candidats des provinces (PCP).',
  'Avantages sociaux complets après la période d’essai.',
]
export const FRENCH_SUPPORT_QUEBEC = 'Le poste pourrait mener à une demande de certificat de sélection du Québec (CSQ).'
