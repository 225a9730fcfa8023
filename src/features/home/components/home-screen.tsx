import { ButtonLink } from '../../../components/button'
import { Link } from '../../../components/link'
import { ResponsivePicture } from '../../../components/responsive-picture'
import type { Topic } from '../home-content'
import { useHomeContent } from '../use-home-content'
import styles from './home-screen.module.css'
import { TopicIcon } from './topic-icon'

/**
 * The hero picture's width (home-screen.module.css): the container's full width (100% less 2rem) on a
 * phone; from 60em the second of two columns (1.1fr 1fr, 3rem apart), at most 72rem between them.
 */
const HERO_SIZES = '(min-width: 74rem) 32.86rem, (min-width: 60em) calc((100vw - 5rem) / 2.1), calc(100vw - 2rem)'

export function HomeScreen() {
  const {
    claims,
    claimsHeading,
    homeClosing,
    homeHero,
    steps,
    stepsHeading,
    testimonials,
    testimonialsHeading,
    topics,
    topicsHeading,
    topicsLead,
  } = useHomeContent()
  // Either language's topics, as the shape they share.
  const topicList: readonly Topic[] = topics
  return (
    <>
      <section className={styles.hero} aria-labelledby="home-title">
        <div className={`container ${styles.heroInner}`}>
          <div className={styles.heroText}>
            <p className={styles.eyebrow}>{homeHero.eyebrow}</p>
            <h1 id="home-title">{homeHero.title}</h1>
            <p className={styles.lead}>{homeHero.lead}</p>
            <div className={styles.actions}>
              <ButtonLink to={homeHero.primary.to}>{homeHero.primary.label}</ButtonLink>
              <ButtonLink to={homeHero.secondary.to} variant="secondary">
                {homeHero.secondary.label}
              </ButtonLink>
            </div>
          </div>
          {/* The page's LCP, on a phone too (below the text, its visible part outweighs any paragraph). */}
          <ResponsivePicture
            className={styles.heroImage}
            picture={homeHero.image}
            width={homeHero.image.width}
            height={homeHero.image.height}
            sizes={HERO_SIZES}
            alt=""
            place="lcp"
          />
        </div>
      </section>

      <section className={styles.claims} aria-labelledby="claims-title">
        <div className="container">
          <h2 id="claims-title" className="visually-hidden">
            {claimsHeading}
          </h2>
          <ul className={styles.claimList}>
            {claims.map((claim) => (
              <li key={claim.label} className={styles.claim}>
                <strong className={styles.figure}>{claim.figure}</strong> <span>{claim.label}</span>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="topics-title">
        <h2 id="topics-title">{topicsHeading}</h2>
        <p className={styles.sectionLead}>{topicsLead}</p>
        <ul className={styles.topicGrid}>
          {topicList.map((topic) => (
            <li key={topic.id} className={styles.topic}>
              <span className={styles.topicIcon}>
                <TopicIcon name={topic.icon} />
              </span>
              <h3>{topic.title}</h3>
              <p>{topic.text}</p>
              {topic.more && (
                <Link to={topic.more.to} className={styles.topicMore}>
                  {topic.more.label}
                </Link>
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.stepsBand} aria-labelledby="steps-title">
        <div className={`container ${styles.section}`}>
          <h2 id="steps-title">{stepsHeading}</h2>
          <ol className={styles.steps}>
            {steps.map((step, index) => (
              <li key={step.title} className={styles.step}>
                <span className={styles.stepNumber} aria-hidden="true">
                  {index + 1}
                </span>
                <h3>{step.title}</h3>
                <p>{step.text}</p>
              </li>
            ))}
          </ol>
        </div>
      </section>

      <section className={`container ${styles.section}`} aria-labelledby="testimonials-title">
        <h2 id="testimonials-title">{testimonialsHeading}</h2>
        <ul className={styles.testimonials}>
          {testimonials.map((testimonial) => (
            <li key={testimonial.firstName}>
              <figure className={styles.testimonial}>
                <blockquote>
                  <p>{testimonial.quote}</p>
                </blockquote>
                <figcaption>
                  <span className={styles.name}>{testimonial.firstName}</span>
                  <span className={styles.context}>{testimonial.context}</span>
                </figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </section>

      <section data-meets-footer className={styles.closing} aria-labelledby="closing-title">
        <div className={`container ${styles.closingInner}`}>
          <h2 id="closing-title">{homeClosing.heading}</h2>
          <p>{homeClosing.text}</p>
          <ButtonLink to={homeClosing.cta.to}>{homeClosing.cta.label}</ButtonLink>
        </div>
      </section>
    </>
  )
}
