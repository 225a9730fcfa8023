import type { ButtonHTMLAttributes, Ref } from 'react'
import { Link, type LinkProps } from './link'
import styles from './button.module.css'

export type ButtonVariant = 'primary' | 'secondary' | 'ghost'

const classes = (variant: ButtonVariant, extra?: string) =>
  [styles.button, styles[variant], extra].filter(Boolean).join(' ')

/** A button's look, for a plain link that must load a whole page (the other language's). */
export const buttonClassName = classes

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant
  ref?: Ref<HTMLButtonElement>
}

export function Button({ variant = 'primary', className, type = 'button', ...rest }: ButtonProps) {
  return <button type={type} className={classes(variant, className)} {...rest} />
}

interface ButtonLinkProps extends LinkProps {
  variant?: ButtonVariant
}

/** A router link that looks like a button (calls to action). */
export function ButtonLink({ variant = 'primary', className, ...rest }: ButtonLinkProps) {
  return <Link className={classes(variant, className)} {...rest} />
}
