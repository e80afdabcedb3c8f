import Markdown, { defaultUrlTransform } from 'react-markdown'
import remarkGfm from 'remark-gfm'
import { cn } from '@teamboard/ui/lib/cn'
import { MENTION_HREF, mentionsToMarkdown } from '@/lib/mentions'
import { MentionChip } from './mention-chip'
import './markdown.css'

/**
 * Markdown that people typed (a description, a comment), rendered without raw HTML: HTML in the
 * text is dropped, not parsed, so no tag or `on…` attribute survives; links keep only http(s),
 * mailto and relative URLs (react-markdown's `defaultUrlTransform` empties `javascript:` and the
 * like) and open in a new tab without the opener; images are shown as their alt text, so a
 * comment cannot make every reader's browser fetch a tracking URL. A stored mention
 * (`@[Name](uuid)`, lib/mentions.ts) shows as a chip with the member's current name (the names come
 * from a `MentionNamesProvider` above), never as its raw token.
 */
export function MarkdownText({ children, className }: { children: string; className?: string }) {
  return (
    <div
      className={cn('markdown grid min-w-0 gap-2 text-sm leading-relaxed wrap-anywhere', className)}
    >
      <Markdown
        remarkPlugins={[remarkGfm]}
        skipHtml
        disallowedElements={['img']}
        unwrapDisallowed
        urlTransform={safeUrl}
        components={{
          // GFM task list items: read-only checkboxes, named for screen readers.
          input: ({ node: _node, ...props }) =>
            props.type === 'checkbox' ? (
              <input {...props} aria-label={props.checked ? 'Done' : 'Not done'} />
            ) : null,
          a: ({ node: _node, href, children: text, ...props }) =>
            href?.startsWith(MENTION_HREF) ? (
              <MentionChip userId={href.slice(MENTION_HREF.length)} fallback={text} />
            ) : href ? (
              <a
                {...props}
                href={href}
                target="_blank"
                rel="noopener noreferrer nofollow"
                className="text-primary underline underline-offset-2"
              >
                {text}
              </a>
            ) : (
              <span>{text}</span>
            ),
        }}
      >
        {mentionsToMarkdown(children)}
      </Markdown>
    </div>
  )
}

function safeUrl(url: string): string {
  const safe = defaultUrlTransform(url)
  // Protocol-relative `//host` would leave the app's origin under a relative-looking URL.
  return safe.startsWith('//') ? '' : safe
}
