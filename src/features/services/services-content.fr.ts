// The Services screen's copy in French (Canada): services-content.ts's twin, with the official French
// names of IRCC's and ESDC's programs and documents (canada.ca/fr). Ids, icons and country tabs are the
// English ones, checked to be identical and in the same order; like the English, no fees or processing times.
import type { KeptKeys, Translation } from '../../content/translation'
import type * as english from './services-content'
import type * as french from './services-content.fr'

type Kept = KeptKeys<typeof english, typeof french, 'id' | 'country' | 'icon'>

export const servicesMeta = {
  title: 'Services d’immigration canadienne',
  description:
    'Entrée express, permis de travail et d’études, EIMT, visa pour démarrage d’entreprise, parrainage, citoyenneté et RP, par des consultants réglementés.',
} as const satisfies Translation<typeof english.servicesMeta, Kept>

export const servicesIntro = {
  title: 'Nos services partout dans le monde',
  lead: 'Du premier permis de travail à la citoyenneté, nos consultants réglementés et nos avocats partenaires accompagnent les personnes et les employeurs à chaque étape de l’immigration au Canada.',
  whyChooseUsHeading: 'Pourquoi nous choisir?',
  servicesHeading: 'Services par pays',
  learnMore: 'En savoir plus',
  // Read after 'En savoir plus': « En savoir plus : Entrée express » (no article to agree with each title).
  learnMoreAbout: (title: string) => `: ${title}`,
  countriesLabel: 'Pays',
  consultation: 'Nous joindre pour une consultation',
  consultationSubject: (title: string) => `Consultation\u00a0: ${title}`,
  whoItIsForHeading: 'À qui s’adresse ce service',
  whatWeHelpWithHeading: 'Comment nous vous aidons',
  disclaimer:
    'Il s’agit de renseignements généraux et non d’un avis juridique. Les règles des programmes changent; nous vérifions les exigences en vigueur sur le site Web officiel du gouvernement du Canada avant chaque demande.',
} as const satisfies Translation<typeof english.servicesIntro, Kept>

export const servicePage = {
  breadcrumb: 'Fil d’Ariane',
  home: 'Accueil',
  services: 'Services',
  share: 'Partager ce service',
  moreServices: 'Autres services',
  back: 'Retour aux services',
  consultationPrinted: 'Pour prendre rendez-vous\u00a0:',
} as const satisfies Translation<typeof english.servicePage, Kept>

export const whyChooseUsTabs = [
  {
    id: 'global-recruitment',
    label: 'Recrutement international',
    description:
      'Nous aidons les employeurs canadiens à pourvoir les postes difficiles à combler grâce à des travailleurs qualifiés de l’étranger. Nous trouvons et présélectionnons les candidats, préparons la demande d’étude d’impact sur le marché du travail (EIMT) ou l’offre d’emploi dispensée de l’EIMT, et accompagnons chaque travailleur jusqu’à l’obtention de son permis de travail et à son arrivée, pour que votre équipe puisse être complète plus tôt et que vos dossiers restent en ordre.',
  },
  {
    id: 'investor-immigration',
    label: 'Immigration des investisseurs',
    description:
      'Les entrepreneurs et les investisseurs obtiennent un plan clair pour bâtir une entreprise au Canada. Nous évaluons votre profil au regard du Programme de visa pour démarrage d’entreprise et des volets provinciaux pour entrepreneurs, préparons des documents d’affaires conformes aux règles de chaque programme et assurons la coordination avec les organisations désignées, les comptables et les avocats tout au long du processus.',
  },
  {
    id: 'corporate-immigration',
    label: 'Immigration d’entreprise',
    description:
      'Les entreprises en croissance comptent sur nous pour faire venir des talents de l’étranger\u00a0: mutations à l’intérieur d’une société, permis de travail prévus par les accords commerciaux et permis pour le personnel clé et sa famille. Nous suivons les dates d’expiration des permis, préparons les employeurs aux examens de conformité et tenons les équipes des ressources humaines informées à chaque étape.',
  },
] as const satisfies Translation<typeof english.whyChooseUsTabs, Kept>

export const countries = [{ id: 'canada', label: 'Canada' }] as const satisfies Translation<
  typeof english.countries,
  Kept
>

export const services = [
  {
    id: 'express-entry',
    title: 'Entrée express',
    country: 'canada',
    icon: 'express-entry',
    description:
      'Entrée express est le système en ligne qu’IRCC utilise pour gérer les demandes de résidence permanente des travailleurs qualifiés au titre du Programme des travailleurs qualifiés (fédéral), du Programme des travailleurs de métiers spécialisés (fédéral) et de la catégorie de l’expérience canadienne. Les candidats sont classés selon leur note au Système de classement global (SCG), et les mieux classés reçoivent une invitation à présenter une demande.',
    metaDescription:
      'Entrée express gère les demandes de RP des travailleurs qualifiés, classés selon leur note au SCG. Les mieux classés sont invités à présenter une demande.',
    details:
      'Vous créez un profil Entrée express qui indique votre âge, vos études, les résultats de vos tests de langue, votre expérience de travail et d’autres facteurs. IRCC classe les profils admissibles dans le bassin et tient des rondes d’invitations régulières, dont certaines ciblent des professions précises ou la connaissance du français. Si vous recevez une invitation, vous disposez d’un délai limité pour présenter une demande complète de résidence permanente avec vos pièces justificatives. Une désignation provinciale liée à votre profil ajoute un grand nombre de points à votre note.',
    whoItIsFor:
      'Les travailleurs qualifiés et les gens de métier à l’étranger ou au Canada, y compris les diplômés étrangers et les travailleurs temporaires qui ont de l’expérience de travail au Canada.',
    whatWeHelpWith: [
      'Vérifier à quels programmes fédéraux vous êtes admissible',
      'Estimer votre note au SCG et trouver des moyens de l’améliorer',
      'Créer un profil exact et complet',
      'Préparer la demande de résidence permanente après une invitation',
    ],
  },
  {
    id: 'startup-visa',
    title: 'Visa pour démarrage d’entreprise',
    country: 'canada',
    icon: 'startup-visa',
    description:
      'Le Programme de visa pour démarrage d’entreprise offre la résidence permanente aux entrepreneurs qui créent une entreprise novatrice au Canada. Les demandeurs ont besoin d’une lettre de soutien d’une organisation désignée (un fonds de capital-risque, un groupe d’investisseurs providentiels ou un incubateur d’entreprises), ainsi que des compétences linguistiques et des fonds d’établissement exigés.',
    details:
      'Jusqu’à cinq personnes peuvent présenter une même entreprise à titre de propriétaires. Chaque demandeur doit détenir une part admissible de l’entreprise, atteindre le niveau linguistique minimal et disposer de fonds suffisants pour s’établir au Canada. Avec une lettre de soutien, les demandeurs pourraient obtenir un permis de travail pour commencer à exploiter l’entreprise pendant le traitement de leur demande de résidence permanente. IRCC ajuste de temps à autre le nombre de demandes admises dans le programme; nous vérifions donc sa situation actuelle avant que vous vous engagiez.',
    whoItIsFor:
      'Les fondateurs dont l’idée d’entreprise novatrice a l’appui d’un fonds de capital-risque, d’un groupe d’investisseurs providentiels ou d’un incubateur d’entreprises canadien désigné.',
    whatWeHelpWith: [
      'Évaluer si votre entreprise et votre profil correspondent au programme',
      'Préparer vos présentations aux organisations désignées',
      'La demande de résidence permanente de chaque propriétaire et de sa famille',
      'Un permis de travail pour commencer vos activités au Canada plus tôt',
    ],
  },
  {
    id: 'corporate-immigration',
    title: 'Immigration d’entreprise',
    country: 'canada',
    icon: 'corporate-immigration',
    description:
      'Les entreprises canadiennes et étrangères doivent souvent faire venir des employés au Canada rapidement et dans le respect de la loi. Nous planifions la bonne voie pour chaque personne, qu’il s’agisse d’un permis de travail fondé sur une EIMT, d’une mutation à l’intérieur d’une société ou d’un permis prévu par un accord commercial comme l’ACEUM.',
    details:
      'Les employeurs qui embauchent des ressortissants étrangers ont des obligations envers IRCC et Emploi et Développement social Canada (EDSC)\u00a0: offrir le salaire et les conditions de travail indiqués dans l’offre d’emploi, conserver des registres et être prêts pour un examen de conformité ou une inspection. Nous associons chaque embauche à la voie conforme la mieux adaptée, préparons les démarches de l’employeur dans le Portail des employeurs d’IRCC ou dans le processus d’EIMT, et tenons un calendrier des dates d’expiration des permis pour réduire le risque qu’un employé perde son statut.',
    whoItIsFor:
      'Les équipes des ressources humaines, les jeunes entreprises et les multinationales qui font venir au Canada des gestionnaires, des spécialistes et du personnel de projet.',
    whatWeHelpWith: [
      'Une stratégie d’immigration pour chaque poste et chaque employé',
      'Les permis de travail des personnes mutées à l’intérieur d’une société et ceux prévus par les accords commerciaux',
      'La conformité des employeurs et la tenue des registres',
      'Les permis des époux et des enfants qui accompagnent le travailleur',
    ],
  },
  {
    id: 'lmia',
    title: 'EIMT',
    country: 'canada',
    icon: 'lmia',
    description:
      'L’étude d’impact sur le marché du travail (EIMT) est un document d’Emploi et Développement social Canada (EDSC) dont un employeur peut avoir besoin avant d’embaucher un travailleur étranger. Une EIMT favorable montre que le poste nécessite un travailleur étranger et qu’aucun travailleur canadien ni résident permanent n’est disponible pour l’occuper.',
    metaTitle: 'EIMT (étude d’impact sur le marché du travail)',
    metaDescription:
      'L’étude d’impact sur le marché du travail (EIMT) d’EDSC montre qu’un employeur a besoin d’un travailleur étranger, faute de Canadien ou de résident permanent.',
    details:
      'La plupart des employeurs doivent annoncer le poste au Canada avant de présenter leur demande et démontrer leurs efforts de recrutement. EDSC examine le salaire offert, les conditions de travail et l’effet sur le marché du travail canadien. Des règles différentes s’appliquent aux postes à haut salaire et à bas salaire, ainsi qu’à des volets comme le Volet des talents mondiaux et le travail agricole. Avec une EIMT favorable, le travailleur peut demander un permis de travail lié à un employeur donné.',
    whoItIsFor:
      'Les employeurs canadiens qui ne trouvent pas de travailleur canadien ou de résident permanent qualifié pour un poste, et les travailleurs étrangers qu’ils veulent embaucher.',
    whatWeHelpWith: [
      'Choisir le bon volet d’EIMT pour le poste',
      'Planifier un recrutement et des annonces conformes aux règles d’EDSC',
      'Préparer la demande d’EIMT et répondre aux questions de l’agent',
      'Le permis de travail du travailleur une fois l’EIMT approuvée',
    ],
  },
  {
    id: 'lmia-exempt-work',
    title: 'Emplois dispensés de l’EIMT',
    country: 'canada',
    icon: 'lmia-exempt-work',
    description:
      'De nombreux permis de travail délivrés dans le cadre du Programme de mobilité internationale ne nécessitent pas d’EIMT. Les dispenses comprennent le travail prévu par des accords de libre-échange comme l’ACEUM, l’AECG et le PTPGP, les mutations à l’intérieur d’une société, les échanges réciproques pour les jeunes et le travail qui apporte un avantage important au Canada.',
    metaDescription:
      'Bien des permis sont dispensés de l’EIMT\u00a0: ACEUM, AECG ou PTPGP, mutations à l’intérieur d’une société, échanges de jeunes, avantage important pour le Canada.',
    details:
      'Pour la plupart des permis liés à un employeur donné et dispensés de l’EIMT, l’employeur présente d’abord une offre d’emploi dans le Portail des employeurs d’IRCC, puis le travailleur demande son permis de travail avec le numéro de l’offre d’emploi. Chaque dispense a ses propres conditions\u00a0: une personne mutée à l’intérieur d’une société doit avoir travaillé à l’étranger pour l’entreprise liée, et un professionnel visé par un accord commercial doit être citoyen d’un pays partenaire et exercer une profession figurant sur la liste. Le choix de la bonne dispense décide souvent de l’approbation du permis.',
    whoItIsFor:
      'Les employeurs et les travailleurs dont l’emploi correspond à une dispense de l’EIMT, comme le personnel muté, les professionnels de pays partenaires et les participants aux programmes de mobilité des jeunes.',
    whatWeHelpWith: [
      'Trouver la dispense de l’EIMT qui correspond à l’emploi',
      'L’offre d’emploi de l’employeur dans le Portail des employeurs',
      'La demande de permis de travail et les preuves à l’appui',
      'Les permis des membres de la famille',
    ],
  },
  {
    id: 'work-permit',
    title: 'Permis de travail',
    country: 'canada',
    icon: 'work-permit',
    description:
      'La plupart des ressortissants étrangers ont besoin d’un permis de travail pour travailler au Canada. Il en existe deux grands types\u00a0: le permis lié à un employeur donné, et le permis de travail ouvert, qui permet de travailler pour presque n’importe quel employeur.',
    metaDescription:
      'La plupart des ressortissants étrangers ont besoin d’un permis de travail au Canada\u00a0: lié à un employeur donné, ou ouvert à presque tout employeur.',
    details:
      'Les permis de travail sont délivrés dans le cadre du Programme des travailleurs étrangers temporaires, qui exige généralement une EIMT, et du Programme de mobilité internationale, qui ne l’exige pas. Selon votre situation, vous présentez votre demande en ligne depuis l’extérieur du Canada, depuis le Canada ou, dans certains cas, à votre arrivée à la frontière. Les époux de certains travailleurs et étudiants, les participants à la catégorie Vacances-Travail d’Expérience internationale Canada et certains diplômés peuvent être admissibles à un permis de travail ouvert.',
    whoItIsFor:
      'Les personnes qui ont une offre d’emploi au Canada, les époux et conjoints de fait d’étudiants et de travailleurs, et les jeunes admissibles à la catégorie Vacances-Travail d’Expérience internationale Canada.',
    whatWeHelpWith: [
      'Déterminer à quel permis de travail vous êtes admissible',
      'Préparer une demande complète et solidement étayée',
      'Présenter la demande depuis le Canada ou depuis l’étranger',
      'Les prolongations et les changements de conditions',
    ],
  },
  {
    id: 'closed-work-permit',
    title: 'Permis de travail fermé',
    country: 'canada',
    icon: 'closed-work-permit',
    description:
      'Le permis de travail fermé, officiellement le permis de travail lié à un employeur donné, vous permet de travailler au Canada selon les conditions qui y sont inscrites\u00a0: le nom de votre employeur, la durée pendant laquelle vous pouvez travailler et, dans certains cas, le lieu de travail. La plupart des permis fermés exigent une EIMT favorable ou une offre d’emploi dispensée de l’EIMT.',
    metaDescription:
      'Le permis fermé, lié à un employeur donné, permet de travailler au Canada selon ses conditions. Il exige une EIMT favorable ou une offre dispensée de l’EIMT.',
    details:
      'Comme le permis indique le nom de votre employeur, changer d’emploi exige généralement d’obtenir d’abord un nouveau permis de travail. Vous devez respecter chaque condition inscrite sur le permis, et votre employeur doit respecter le salaire et les conditions de travail de votre offre d’emploi. Les travailleurs titulaires d’un permis lié à un employeur donné qui sont victimes de mauvais traitements peuvent demander un permis de travail ouvert pour les travailleurs vulnérables.',
    whoItIsFor:
      'Les travailleurs étrangers embauchés par un employeur canadien précis, et les employeurs qui doivent modifier ou prolonger un permis existant.',
    whatWeHelpWith: [
      'Le premier permis de travail lié à un employeur donné',
      'Le changement d’employeur ou de conditions d’emploi',
      'La prolongation du permis avant son expiration',
      'Comprendre vos droits en tant que travailleur temporaire',
    ],
  },
  {
    id: 'post-graduate-work-permit',
    title: 'Permis de travail postdiplôme',
    country: 'canada',
    icon: 'post-graduate-work-permit',
    description:
      'Le permis de travail postdiplôme (PTPD) est un permis de travail ouvert destiné aux étudiants étrangers qui obtiennent leur diplôme d’un programme admissible dans un établissement d’enseignement désigné. Il permet aux diplômés d’acquérir une expérience de travail au Canada, qui peut ensuite appuyer une demande de résidence permanente.',
    metaDescription:
      'Le permis de travail postdiplôme (PTPD) est un permis ouvert pour les diplômés d’un programme admissible d’un établissement d’enseignement désigné.',
    details:
      'La durée du permis dépend surtout de la durée de votre programme d’études, et vous ne pouvez obtenir qu’un seul PTPD dans votre vie. Vous disposez généralement de 180\u00a0jours, après que votre établissement a confirmé que vous avez terminé votre programme, pour présenter votre demande, et vous devez avoir été titulaire d’un permis d’études valide à un moment donné pendant cette période. IRCC a ajouté des exigences ces dernières années, dont des résultats de tests de langue et, pour certains programmes, une exigence liée au domaine d’études; nous vérifions donc les règles qui s’appliquent à la date de votre diplôme.',
    whoItIsFor:
      'Les étudiants étrangers qui ont terminé, ou sont sur le point de terminer, un programme admissible dans un établissement d’enseignement désigné au Canada.',
    whatWeHelpWith: [
      'Vérifier l’admissibilité de votre programme au PTPD',
      'Présenter la demande à temps, avant la date limite',
      'Les exigences liées aux tests de langue et aux documents',
      'Planifier le passage du PTPD à la résidence permanente',
    ],
  },
  {
    id: 'bridging-open-work-permit',
    title: 'Permis de travail ouvert transitoire',
    country: 'canada',
    icon: 'bridging-open-work-permit',
    description:
      'Le permis de travail ouvert transitoire (PTOT) permet à certaines personnes qui ont demandé la résidence permanente de continuer à travailler au Canada en attendant une décision définitive. Il aide à éviter une interruption d’emploi lorsque le permis de travail actuel est sur le point d’expirer.',
    metaDescription:
      'Le permis de travail ouvert transitoire (PTOT) permet de continuer à travailler au Canada en attendant la décision sur une demande de résidence permanente.',
    details:
      'Le PTOT est offert, entre autres, aux personnes qui ont présenté une demande au titre d’Entrée express (Programme des travailleurs qualifiés [fédéral], Programme des travailleurs de métiers spécialisés [fédéral] ou catégorie de l’expérience canadienne) ou du Programme des candidats des provinces. Vous devez être au Canada, être titulaire d’un permis de travail valide ou bénéficier du statut maintenu, et votre demande de résidence permanente doit avoir atteint l’étape de traitement requise. Nous vérifions chaque condition avant que vous présentiez votre demande, pour que vous puissiez continuer à travailler sans interruption.',
    whoItIsFor:
      'Les travailleurs temporaires au Canada qui ont demandé la résidence permanente et dont le permis de travail arrive à expiration.',
    whatWeHelpWith: [
      'Confirmer votre admissibilité et le bon moment pour présenter la demande',
      'Préparer la demande de PTOT',
      'Conserver votre statut pendant le traitement de la demande',
      'La coordination avec votre demande de résidence permanente en cours',
    ],
  },
  {
    id: 'study-permit',
    title: 'Permis d’études',
    country: 'canada',
    icon: 'study-permit',
    description:
      'Le permis d’études permet aux étudiants étrangers d’étudier dans un établissement d’enseignement désigné (EED) au Canada. La plupart des demandeurs ont besoin d’une lettre d’acceptation d’un EED, et beaucoup doivent aussi fournir une lettre d’attestation provinciale ou territoriale, ainsi qu’une preuve qu’ils peuvent payer leurs droits de scolarité et leurs frais de subsistance.',
    details:
      'IRCC évalue si vous disposez des fonds nécessaires pour subvenir à vos besoins et à ceux de votre famille, si votre plan d’études est cohérent et si vous respectez les exigences en matière de santé et de sécurité. Certains étudiants peuvent travailler hors campus un nombre limité d’heures par semaine pendant leurs études, et les époux de certains étudiants peuvent être admissibles à un permis de travail ouvert. Votre permis d’études doit rester valide, et vous devez maintenir votre inscription et progresser dans votre programme.',
    whoItIsFor:
      'Les étudiants admis dans un collège, une université ou une école au Canada, ou qui prévoient d’y présenter une demande, ainsi que les parents d’étudiants mineurs.',
    whatWeHelpWith: [
      'Choisir un établissement d’enseignement désigné et un programme',
      'Un plan d’études clair et les documents financiers',
      'La demande de permis d’études et les permis des membres de la famille',
      'Les prolongations et les changements d’établissement',
    ],
  },
  {
    id: 'visitor-visa',
    title: 'Visa de visiteur (touriste)',
    country: 'canada',
    icon: 'visitor-visa',
    description:
      'Le visa de visiteur, officiellement le visa de résident temporaire (VRT), permet aux citoyens des pays visés par l’obligation de visa de venir au Canada pour faire du tourisme, rendre visite à leur famille ou effectuer de courts voyages d’affaires. Les voyageurs des pays dispensés de visa ont plutôt besoin, en général, d’une autorisation de voyage électronique (AVE) pour se rendre au Canada en avion.',
    metaDescription:
      'Le visa de visiteur (VRT) permet aux citoyens de pays soumis au visa de venir au Canada en touriste, en visite familiale ou pour un court voyage d’affaires.',
    details:
      'Un agent doit être convaincu que vous quitterez le Canada à la fin de votre séjour, que vous avez assez d’argent pour votre voyage et que vous respectez les exigences en matière de santé et de sécurité. La plupart des visiteurs peuvent rester jusqu’à six mois, mais c’est l’agent des services frontaliers qui fixe la durée de votre séjour à votre arrivée. Les parents et grands-parents de citoyens canadiens et de résidents permanents peuvent envisager le super visa pour des séjours plus longs.',
    whoItIsFor:
      'Les touristes, les membres de la famille qui rendent visite à des proches au Canada, et les gens d’affaires qui assistent à des réunions ou à des conférences.',
    whatWeHelpWith: [
      'Vérifier si vous avez besoin d’un visa ou d’une AVE',
      'Préparer une demande complète qui démontre vos liens solides avec votre pays d’origine',
      'Les lettres d’invitation et les documents à l’appui',
      'Présenter une nouvelle demande après un refus',
    ],
  },
  {
    id: 'child-sponsorship',
    title: 'Parrainage d’un enfant',
    country: 'canada',
    icon: 'child-sponsorship',
    description:
      'Les citoyens canadiens et les résidents permanents peuvent parrainer leurs enfants à charge, y compris leurs enfants adoptés, pour qu’ils deviennent résidents permanents du Canada. Un enfant est généralement à charge s’il a moins de 22\u00a0ans et n’est pas un époux ou un conjoint de fait, ou s’il a 22\u00a0ans ou plus et ne peut subvenir à ses besoins en raison d’un état physique ou mental.',
    metaDescription:
      'Les citoyens canadiens et les résidents permanents peuvent parrainer leurs enfants à charge, y compris adoptés, pour qu’ils deviennent résidents permanents.',
    details:
      'Le répondant signe un engagement à subvenir aux besoins financiers de l’enfant. Les répondants résidents permanents doivent vivre au Canada, tandis que les citoyens canadiens qui vivent à l’étranger doivent démontrer qu’ils reviendront au Canada lorsque l’enfant immigrera. L’enfant doit subir un examen médical et des contrôles de sécurité et, à partir de 18\u00a0ans, des vérifications de casier judiciaire. Les adoptions suivent leur propre processus et doivent respecter les exigences de la province ou du territoire où l’enfant vivra.',
    whoItIsFor:
      'Les citoyens canadiens et les résidents permanents qui veulent faire venir leurs enfants biologiques ou adoptés pour vivre avec eux au Canada.',
    whatWeHelpWith: [
      'Confirmer que votre enfant correspond à la définition d’enfant à charge',
      'Les demandes de parrainage et de résidence permanente',
      'Les preuves du lien de filiation et les pièces d’identité',
      'Les questions d’adoption et de garde, avec nos avocats partenaires',
    ],
  },
  {
    id: 'citizenship-application',
    title: 'Demande de citoyenneté',
    country: 'canada',
    icon: 'citizenship-application',
    description:
      'Les résidents permanents peuvent demander la citoyenneté canadienne lorsqu’ils remplissent les exigences. Les adultes doivent généralement avoir été effectivement présents au Canada pendant au moins 1\u00a0095\u00a0jours au cours des cinq années précédant leur demande, avoir produit leurs déclarations de revenus s’il y a lieu et démontrer leur connaissance du français ou de l’anglais.',
    metaDescription:
      'Un résident permanent peut demander la citoyenneté après 1\u00a0095\u00a0jours au Canada en cinq ans, s’il a déclaré ses revenus et parle français ou anglais.',
    details:
      'Les demandeurs âgés de 18\u00a0à 54\u00a0ans doivent prouver leurs compétences linguistiques et réussir un examen sur les droits et les responsabilités des citoyens ainsi que sur l’histoire, la géographie et les institutions du Canada. Le temps passé au Canada comme résident temporaire ou personne protégée avant l’obtention de la résidence permanente peut compter en partie dans le calcul de la présence effective. La dernière étape est la prestation du serment de citoyenneté lors d’une cérémonie de citoyenneté.',
    whoItIsFor:
      'Les résidents permanents qui vivent au Canada depuis assez longtemps, et les parents qui présentent une demande pour leurs enfants mineurs.',
    whatWeHelpWith: [
      'Calculer vos jours de présence effective',
      'Préparer la demande et les documents à l’appui',
      'Se préparer à l’examen pour la citoyenneté',
      'Les demandes pour les enfants mineurs',
    ],
  },
  {
    id: 'proof-of-citizenship',
    title: 'Preuve de citoyenneté',
    country: 'canada',
    icon: 'proof-of-citizenship',
    description:
      'Le certificat de citoyenneté est la preuve officielle de la citoyenneté canadienne. Les personnes nées à l’étranger d’un parent canadien en ont souvent besoin pour confirmer leur statut, et d’autres le demandent pour remplacer un certificat perdu ou endommagé.',
    metaDescription:
      'Preuve officielle de citoyenneté canadienne, le certificat est souvent exigé des personnes nées à l’étranger d’un parent canadien, ou remplacé s’il est perdu.',
    details:
      'La demande exige des preuves de votre identité et de la façon dont vous avez obtenu la citoyenneté, comme les actes de naissance ou les documents de citoyenneté de vos parents. Les règles sur la citoyenneté par filiation ont changé plusieurs fois au fil des ans; nous examinons donc attentivement votre histoire familiale avant que vous présentiez votre demande. Une personne née à l’étranger doit aussi obtenir un certificat de citoyenneté avant de pouvoir demander un passeport canadien.',
    whoItIsFor:
      'Les personnes nées à l’étranger d’un parent canadien, et les citoyens qui doivent remplacer ou mettre à jour leur certificat.',
    whatWeHelpWith: [
      'Vérifier si vous avez peut-être déjà la citoyenneté canadienne',
      'Réunir les actes de naissance, les actes de mariage et les documents de citoyenneté',
      'Préparer la demande de certificat',
      'Les changements de nom et les corrections aux certificats',
    ],
  },
  {
    id: 'pr-renewal',
    title: 'Renouvellement de la carte RP',
    country: 'canada',
    icon: 'pr-renewal',
    description:
      'La carte de résident permanent est habituellement valide pendant cinq ans, et les résidents permanents la renouvellent lorsqu’elle expire ou est sur le point d’expirer. Pour la renouveler, vous devez généralement respecter l’obligation de résidence, soit au moins 730\u00a0jours au Canada au cours des cinq dernières années.',
    metaDescription:
      'La carte de résident permanent est habituellement valide cinq ans. Pour la renouveler, il faut généralement au moins 730\u00a0jours au Canada en cinq ans.',
    details:
      'Une carte expirée ne signifie pas que vous avez perdu votre statut de résident permanent, mais vous avez besoin d’une carte valide ou d’un titre de voyage pour résident permanent (TVRP) pour revenir au Canada à bord d’un transporteur commercial. Si vous ne respectez pas l’obligation de résidence, une demande de renouvellement peut entraîner un examen de votre statut; il est donc important de compter vos jours et de réunir des preuves avant de présenter votre demande. Nous aidons aussi à remplacer les cartes perdues, volées ou endommagées.',
    whoItIsFor:
      'Les résidents permanents dont la carte est expirée ou expirera bientôt, ou dont la carte a été perdue ou volée.',
    whatWeHelpWith: [
      'Compter vos jours au Canada au regard de l’obligation de résidence',
      'Préparer la demande de renouvellement ou de remplacement',
      'Les documents qui prouvent votre temps passé au Canada',
      'Des conseils si vous risquez de ne pas respecter l’obligation de résidence',
    ],
  },
  {
    id: 'status-extension',
    title: 'Prolongation du statut',
    country: 'canada',
    icon: 'status-extension',
    description:
      'Les visiteurs, les étudiants et les travailleurs qui veulent rester plus longtemps au Canada doivent demander la prolongation de leur statut avant son expiration. Si vous présentez votre demande à temps, vous pouvez généralement demeurer au Canada aux mêmes conditions pendant qu’IRCC la traite\u00a0: c’est ce qu’on appelle le statut maintenu.',
    metaDescription:
      'Pour prolonger leur séjour, visiteurs, étudiants et travailleurs doivent le demander avant l’expiration de leur statut et peuvent rester pendant qu’IRCC décide.',
    details:
      'Selon votre situation, vous demandez depuis le Canada une fiche du visiteur, un nouveau permis d’études ou un nouveau permis de travail. La demande doit démontrer que vous respectez toujours les exigences de votre statut, et elle devrait être présentée bien avant l’expiration de votre document actuel. Si vous quittez le Canada pendant que vous bénéficiez du statut maintenu, les règles de retour sont différentes; nous planifions donc vos déplacements avec vous.',
    whoItIsFor:
      'Les visiteurs, les étudiants étrangers et les travailleurs temporaires au Canada dont le statut expirera bientôt.',
    whatWeHelpWith: [
      'Choisir la prolongation qui convient à votre situation',
      'Présenter la demande avant l’expiration de votre statut',
      'Comprendre le statut maintenu et ses effets sur les voyages',
      'Les lettres d’appui et les preuves',
    ],
  },
  {
    id: 'status-restoration',
    title: 'Rétablissement du statut',
    country: 'canada',
    icon: 'status-restoration',
    description:
      'Si votre statut de visiteur, d’étudiant ou de travailleur a expiré au cours des 90\u00a0derniers jours, vous pourriez être en mesure de le rétablir. Vous devez toujours respecter les exigences du statut que vous demandez, et avoir perdu votre statut pour une raison qui permet le rétablissement, comme être resté au-delà de la période de séjour autorisée ou avoir changé d’employeur ou d’établissement d’enseignement sans autorisation.',
    details:
      'Pendant le traitement de votre demande de rétablissement, vous demeurez au Canada, mais vous ne pouvez ni travailler ni étudier tant que votre statut n’est pas rétabli. Le rétablissement n’est possible que dans les 90\u00a0jours suivant la perte du statut; il est donc essentiel d’agir rapidement. Si ce délai de 90\u00a0jours est dépassé, nous examinons les autres options qui pourraient s’offrir à vous.',
    whoItIsFor:
      'Les résidents temporaires au Canada qui ont laissé passer la date limite pour prolonger leur statut, ou dont la demande de prolongation a été refusée, au cours des 90\u00a0derniers jours.',
    whatWeHelpWith: [
      'Vérifier si vous êtes toujours dans le délai de 90\u00a0jours',
      'Préparer la demande de rétablissement avec une explication claire',
      'Le rétablissement de l’autorisation de travailler ou d’étudier',
      'D’autres options si le rétablissement n’est pas possible',
    ],
  },
  {
    id: 'change-of-status',
    title: 'Changement de statut',
    country: 'canada',
    icon: 'change-of-status',
    description:
      'Les résidents temporaires doivent parfois passer d’un statut à un autre, par exemple d’étudiant à travailleur ou de travailleur à visiteur. La possibilité de présenter la demande depuis le Canada dépend de votre statut actuel, de votre situation familiale et des règles en vigueur au moment de la demande.',
    details:
      'Un changement de statut consiste à demander le nouveau document, comme un permis de travail, un permis d’études ou une fiche du visiteur, et à en respecter toutes les exigences. Certaines personnes peuvent présenter leur demande depuis le Canada, tandis que d’autres doivent le faire depuis l’étranger ou auprès d’un bureau des visas. Nous vérifions d’abord votre admissibilité, pour que vous ne perdiez ni temps ni statut.',
    whoItIsFor:
      'Les visiteurs, les étudiants et les travailleurs au Canada dont les projets ont changé et qui ont besoin d’un autre type de statut.',
    whatWeHelpWith: [
      'Déterminer si vous pouvez changer de statut depuis le Canada',
      'Préparer la demande de nouveau permis ou de fiche du visiteur',
      'Préserver votre statut tout au long de la démarche',
      'Planifier la prochaine étape vers la résidence permanente',
    ],
  },
  {
    id: 'status-verification',
    title: 'Vérification du statut',
    country: 'canada',
    icon: 'status-verification',
    description:
      'Le document de vérification du statut (VDS) est un relevé officiel de vos antécédents d’immigration au Canada, comme la date à laquelle vous avez obtenu la résidence permanente. Il est souvent demandé lorsque les documents d’établissement originaux sont perdus ou qu’un ancien relevé est nécessaire pour la citoyenneté, les pensions ou d’autres prestations.',
    metaDescription:
      'Le document de vérification du statut (VDS) est un relevé officiel de vos antécédents d’immigration au Canada, comme la date de votre résidence permanente.',
    details:
      'La même demande permet aussi de demander à IRCC de remplacer certains documents d’immigration perdus ou endommagés, comme une fiche du visiteur, un permis d’études ou un permis de travail. Elle exige une preuve d’identité et le plus de détails possible sur votre arrivée et vos anciens documents. C’est souvent la première étape pour les résidents de longue date qui doivent confirmer leur statut avant de demander la citoyenneté.',
    whoItIsFor:
      'Les résidents permanents de longue date, les personnes dont les documents d’établissement sont perdus, et toute personne qui a besoin d’une preuve officielle d’un statut d’immigration antérieur.',
    whatWeHelpWith: [
      'Demander votre document de vérification du statut',
      'Remplacer des documents d’immigration perdus ou endommagés',
      'Retrouver d’anciens dossiers d’immigration',
      'Les prochaines étapes vers une carte RP ou la citoyenneté',
    ],
  },
  {
    id: 'travel-document-prtd',
    title: 'Titre de voyage (TVRP)',
    country: 'canada',
    icon: 'travel-document-prtd',
    description:
      'Le titre de voyage pour résident permanent (TVRP) permet aux résidents permanents qui se trouvent à l’extérieur du Canada sans carte RP valide d’y revenir en avion, en train, en autobus ou en bateau. Les demandeurs doivent démontrer qu’ils respectent l’obligation de résidence ou que des considérations d’ordre humanitaire justifient leur retour.',
    metaDescription:
      'Le TVRP permet aux résidents permanents à l’étranger sans carte RP valide de revenir au Canada en avion, en train, en autobus ou en bateau.',
    details:
      'Le TVRP est délivré par un bureau des visas et est habituellement valide pour une seule entrée. L’agent vérifie si vous comptez au moins 730\u00a0jours de présence effective au Canada au cours des cinq dernières années, ou si une exception s’applique, par exemple si vous accompagniez à l’étranger un époux citoyen canadien. Un refus peut faire l’objet d’un appel, d’où l’importance d’une première demande bien préparée.',
    whoItIsFor:
      'Les résidents permanents à l’étranger dont la carte RP est expirée, a été perdue ou volée, ou n’a jamais été reçue.',
    whatWeHelpWith: [
      'Vérifier l’obligation de résidence et les exceptions possibles',
      'Préparer la demande de TVRP et les preuves',
      'Les explications fondées sur des considérations d’ordre humanitaire',
      'Les options après un refus, avec nos avocats partenaires',
    ],
  },
  {
    id: 'atip-gcms-notes',
    title: 'Notes du SMGC (AIPRP)',
    country: 'canada',
    icon: 'atip-gcms-notes',
    description:
      'Une demande d’accès à l’information et de protection des renseignements personnels (AIPRP) vous permet d’obtenir une copie de votre dossier d’immigration, y compris les notes de l’agent consignées dans le Système mondial de gestion des cas (SMGC) d’IRCC. Ces notes expliquent souvent pourquoi une demande a été refusée ou ce qui en retarde le traitement.',
    metaDescription:
      'Une demande d’AIPRP vous donne une copie de votre dossier d’immigration, dont les notes de l’agent dans le SMGC, qui expliquent souvent un refus ou un retard.',
    details:
      'Les demandes sont présentées en vertu de la Loi sur l’accès à l’information ou de la Loi sur la protection des renseignements personnels. Les citoyens canadiens, les résidents permanents et les personnes présentes au Canada peuvent présenter une demande eux-mêmes, tandis que les personnes à l’extérieur du Canada doivent passer par une personne admissible, comme un représentant au Canada, qui demande le dossier avec leur consentement écrit. Les notes aident à décider s’il vaut mieux présenter une nouvelle demande, demander un réexamen ou demander un contrôle judiciaire.',
    whoItIsFor:
      'Les demandeurs qui ont essuyé un refus ou qui font face à de longs délais et qui veulent voir ce que l’agent a consigné dans leur dossier.',
    whatWeHelpWith: [
      'Présenter la demande d’AIPRP en votre nom',
      'Lire et expliquer les notes de l’agent',
      'Des conseils pour présenter une nouvelle demande après un refus',
      'L’orientation vers nos avocats partenaires pour un contrôle judiciaire',
    ],
  },
  {
    id: 'commissioner-of-oath',
    title: 'Commissaire aux affidavits',
    country: 'canada',
    icon: 'commissioner-of-oath',
    description:
      'De nombreuses demandes d’immigration exigent des documents faits sous serment, comme des affidavits et des déclarations solennelles. Notre commissaire aux affidavits peut faire prêter serment ou recevoir une déclaration solennelle et attester vos documents.',
    metaDescription:
      'Bien des demandes d’immigration exigent des affidavits et des déclarations solennelles. Notre commissaire aux affidavits reçoit votre serment et les atteste.',
    details:
      'Parmi les exemples courants, mentionnons la Déclaration solennelle de l’union de fait (IMM 5409), les affidavits de soutien et les déclarations qui expliquent des périodes non justifiées ou des documents manquants. Vous signez le document devant le commissaire, qui confirme votre identité et s’assure que vous comprenez ce que vous déclarez. Nous pouvons souvent profiter de ce rendez-vous pour revoir le reste de votre demande.',
    whoItIsFor:
      'Toute personne qui doit faire attester un affidavit ou une déclaration solennelle pour une demande d’immigration.',
    whatWeHelpWith: [
      'L’attestation d’affidavits et de déclarations solennelles',
      'La Déclaration solennelle de l’union de fait (IMM 5409)',
      'La révision du libellé de votre déclaration',
      'La vérification du reste de votre demande lors du même rendez-vous',
    ],
  },
] as const satisfies Translation<typeof english.services, Kept>
