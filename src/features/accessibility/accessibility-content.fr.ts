// The accessibility statement (/accessibility) in French (Canada): accessibility-content.ts's twin.
import { contactWithSubject } from '../../config/paths'
import type { KeptKeys, Translation } from '../../content/translation'
import type * as english from './accessibility-content'
import type * as french from './accessibility-content.fr'

type Kept = KeptKeys<typeof english, typeof french, 'to'>

export const accessibilityMeta = {
  title: 'Accessibilité',
  description:
    'Comment Maple Pathways Immigration rend son site utilisable par tous\u00a0: la norme WCAG 2.2 AA qu’il vise, ses tests et comment signaler un obstacle.',
} as const satisfies Translation<typeof english.accessibilityMeta, Kept>

export const accessibilityContent = {
  heading: 'Déclaration d’accessibilité',
  intro:
    'Les nouveaux arrivants au Canada consultent ce site sur de petits téléphones, dans leur langue seconde, avec un lecteur d’écran, un agrandissement ou un affichage à contraste élevé. Nous voulons que chacun d’eux puisse lire nos nouvelles, trouver un emploi, postuler et nous joindre.',
  reviewed: 'Cette déclaration a été revue pour la dernière fois le 25\u00a0novembre 2026.',
  sections: [
    {
      heading: 'La norme que nous visons',
      paragraphs: [
        'Le site vise la conformité aux Règles pour l’accessibilité des contenus Web (WCAG) 2.2, niveau AA, le niveau sur lequel s’appuient les normes fédérales d’accessibilité et la loi ontarienne sur l’accessibilité (LAPHO).',
      ],
    },
    {
      heading: 'Comment nous le vérifions',
      paragraphs: [
        'Chaque modification du site est vérifiée automatiquement avant sa publication, dans un vrai navigateur\u00a0:',
      ],
      items: [
        'un audit automatisé (axe-core) de chaque page et de chaque boîte de dialogue selon les critères A et AA des WCAG 2.2;',
        'chaque page à une largeur de 320\u00a0pixels (comme sur un petit téléphone, ou avec un agrandissement de 400\u00a0%), sans défilement horizontal;',
        'chaque page avec un interligne et un espacement des lettres, des mots et des paragraphes accrus, sans texte tronqué ni superposé;',
        'chaque bouton et chaque lien d’au moins 24\u00a0pixels sur 24, ou entouré d’un espace suffisant;',
        'le parcours de chaque page et de chaque boîte de dialogue avec la touche Tab\u00a0: l’élément qui a le focus n’est jamais caché et affiche toujours un contour visible;',
        'le mode de contraste élevé (couleurs forcées) et le paramètre de réduction des animations;',
        'ce qu’entend un lecteur d’écran dans les tâches essentielles\u00a0: le menu, la candidature à un emploi, l’envoi d’un message et la lecture d’un billet.',
      ],
    },
    {
      heading: 'Limites connues',
      paragraphs: [
        'La liste des nouvelles affiche les trois premières lignes de chaque billet; le billet complet se trouve sur sa propre page.',
        'La carte de nos bureaux provient d’OpenStreetMap et ne se charge que si vous la demandez; notre adresse est écrite à côté.',
        'Le site est offert en français et en anglais. Certains billets et certaines offres d’emploi ne sont publiés que dans l’une des deux langues.',
        'Les billets et les descriptions d’emploi sont rédigés par notre équipe; si l’un d’eux est difficile à lire, dites-le-nous et nous le corrigerons.',
      ],
    },
    {
      heading: 'Signalez-nous un obstacle',
      paragraphs: [
        'Si un élément de ce site vous est difficile ou impossible à utiliser, veuillez nous le signaler\u00a0: ce que vous tentiez de faire, sur quelle page, et l’appareil ou la technologie d’assistance que vous utilisez. Nous répondons dans un délai d’un jour ouvrable et pouvons vous transmettre l’information dont vous avez besoin dans un autre format.',
      ],
    },
  ],
  reachUs: {
    beforePhone: 'Par téléphone au ',
    beforeEmail: ', par courriel à ',
    after: ' ou au moyen de notre formulaire de contact\u00a0:',
  },
  report: { label: 'Signaler un obstacle', to: contactWithSubject('Obstacle à l’accessibilité') },
} as const satisfies Translation<typeof english.accessibilityContent, Kept>
