import { ButtonLink } from '../../../components/button'
import { ResponsivePicture } from '../../../components/responsive-picture'
import type { TextSection } from '../about-content'
import { useAboutContent } from '../use-about-content'
import styles from './about-screen.module.css'

/** A team photo is drawn 10rem wide at every viewport (about-screen.module.css). */
const TEAM_PHOTO_SIZES = '10rem'

function StorySection({ id, section, tone }: { id: string; section: TextSection; tone: 'plain' | 'tinted' }) {
  return (
    <section className={tone === 'tinted' ? styles.tinted : undefined} aria-labelledby={id}>
      <div className={`container ${styles.story}`}>
        <h2 id={id}>{section.heading}</h2>
        <div>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
      </div>
    </section>
  )
}

export function AboutScreen() {
  const {
    aboutClosing,
    aboutHero,
    missionAndApproach,
    rootsAndVision,
    statistics,
    statisticsHeading,
    team,
    teamSection,
  } = useAboutContent()
  return (
    <>
      <section className={styles.hero} aria-labelledby="about-title">
        <div className="container">
          <h1 id="about-title">{aboutHero.title}</h1>
          <p className={styles.lead}>{aboutHero.lead}</p>
        </div>
      </section>

      <StorySection id="roots-title" section={rootsAndVision} tone="plain" />
      <StorySection id="mission-title" section={missionAndApproach} tone="tinted" />

      <section className={styles.statsBand} aria-labelledby="stats-title">
        <div className="container">
          <h2 id="stats-title" className="visually-hidden">
            {statisticsHeading}
          </h2>
          <ul className={styles.stats}>
            {statistics.map((statistic) => (
              <li key={statistic.label} className={styles.stat}>
                <strong className={styles.figure}>{statistic.figure}</strong> <span>{statistic.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`container ${styles.team}`} aria-labelledby="team-title">
        <h2 id="team-title">{teamSection.heading}</h2>
        <p className={styles.teamLead}>{teamSection.lead}</p>
        <ul className={styles.teamGrid}>
          {team.map((member) => (
            <li key={member.id}>
              <article className={styles.member} aria-labelledby={`member-${member.id}`}>
                {/* Below the fold: lazy, with its box reserved by width/height and aspect-ratio. */}
                <ResponsivePicture
                  className={styles.photo}
                  picture={member.photo}
                  width={member.photo.width}
                  height={member.photo.height}
                  sizes={TEAM_PHOTO_SIZES}
                  alt={teamSection.portraitAlt(member.name)}
                  place="lazy"
                />
                <h3 id={`member-${member.id}`}>{member.name}</h3>
                <p className={styles.role}>{member.role}</p>
                <p>{member.bio}</p>
              </article>
            </li>
          ))}
        </ul>
      </section>

      <section data-meets-footer className={styles.closing} aria-labelledby="about-closing-title">
        <div className={`container ${styles.closingInner}`}>
          <h2 id="about-closing-title">{aboutClosing.heading}</h2>
          <p>{aboutClosing.text}</p>
          <ButtonLink to={aboutClosing.cta.to}>{aboutClosing.cta.label}</ButtonLink>
        </div>
      </section>
    </>
  )
}
