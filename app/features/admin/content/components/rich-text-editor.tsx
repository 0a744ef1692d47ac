/**
 * The editor of a news body (Tiptap): it offers exactly the elements the server keeps
 * (contracts/collections/rich-text.ts: paragraphs, two heading levels, lists, quotes, bold, italic,
 * links and line breaks), so what staff see here is what the page shows. Anything else pasted in is
 * dropped by the editor's schema; the server cleans the HTML again. Loaded lazily, only here.
 */
import { type Editor, EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useId, useState } from "react";
import { Button } from "~/features/admin/ui/button";
import field from "~/features/admin/ui/field.module.css";
import styles from "./rich-text-editor.module.css";
import { isAllowedLink } from "./rich-text-link";

interface RichTextEditorProps {
  id: string;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
  html: string;
  onChange: (html: string) => void;
}

export default function RichTextEditor({ id, labelId, describedBy, invalid, html, onChange }: RichTextEditorProps) {
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [
      StarterKit.configure({
        heading: { levels: [3, 4] },
        code: false,
        codeBlock: false,
        strike: false,
        underline: false,
        horizontalRule: false,
        // An empty paragraph after a last heading or quote would be stored with the body.
        trailingNode: false,
        link: {
          openOnClick: false,
          autolink: true,
          defaultProtocol: "https",
          HTMLAttributes: { rel: null, target: null },
          isAllowedUri: (url) => isAllowedLink(url),
        },
      }),
    ],
    content: html,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        class: styles.richText!,
      },
    },
    onUpdate: ({ editor: changed }) => onChange(changed.getHTML()),
  });

  return (
    <div className={invalid ? `${styles.richTextFrame} ${field.invalidFrame}` : styles.richTextFrame}>
      {editor ? <Toolbar editor={editor} /> : null}
      <EditorContent editor={editor} />
    </div>
  );
}

function Toolbar({ editor }: { editor: Editor }) {
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current.isActive("bold"),
      italic: current.isActive("italic"),
      h3: current.isActive("heading", { level: 3 }),
      h4: current.isActive("heading", { level: 4 }),
      bulletList: current.isActive("bulletList"),
      orderedList: current.isActive("orderedList"),
      blockquote: current.isActive("blockquote"),
      link: current.isActive("link"),
    }),
  });
  const chain = () => editor.chain().focus();
  const button = (label: string, pressed: boolean, run: () => void) => (
    <Button small aria-pressed={pressed} onClick={run}>
      {label}
    </Button>
  );

  return (
    <div className={styles.toolbar} role="toolbar" aria-label="Formatting">
      {button("Bold", active.bold, () => chain().toggleBold().run())}
      {button("Italic", active.italic, () => chain().toggleItalic().run())}
      {button("Heading", active.h3, () => chain().toggleHeading({ level: 3 }).run())}
      {button("Subheading", active.h4, () => chain().toggleHeading({ level: 4 }).run())}
      {button("Bulleted list", active.bulletList, () => chain().toggleBulletList().run())}
      {button("Numbered list", active.orderedList, () => chain().toggleOrderedList().run())}
      {button("Quote", active.blockquote, () => chain().toggleBlockquote().run())}
      <LinkControl editor={editor} active={active.link} />
    </div>
  );
}

/** A link is given in a small field beside the toolbar, checked as the server will check it. */
function LinkControl({ editor, active }: { editor: Editor; active: boolean }) {
  const [open, setOpen] = useState(false);
  const [href, setHref] = useState("");
  const [problem, setProblem] = useState("");
  const fieldId = useId();

  const start = () => {
    setHref((editor.getAttributes("link").href as string | undefined) ?? "");
    setProblem("");
    setOpen(true);
  };
  const apply = () => {
    const text = href.trim();
    if (text === "") {
      editor.chain().focus().extendMarkRange("link").unsetLink().run();
      setOpen(false);
      return;
    }
    if (!isAllowedLink(text)) {
      setProblem("A link must start with https://, http://, mailto:, tel: or / (a page of this site)");
      return;
    }
    editor.chain().focus().extendMarkRange("link").setLink({ href: text }).run();
    setOpen(false);
  };

  if (!open) {
    return (
      <Button small aria-pressed={active} onClick={start}>
        Link
      </Button>
    );
  }
  return (
    <span className={styles.linkField}>
      <label htmlFor={fieldId}>Link address</label>
      <input
        id={fieldId}
        className={`${field.input} ${styles.linkInput}`}
        type="text"
        inputMode="url"
        value={href}
        aria-invalid={problem ? true : undefined}
        aria-describedby={problem ? `${fieldId}-error` : undefined}
        onChange={(event) => setHref(event.currentTarget.value)}
        onKeyDown={(event) => {
          if (event.key === "Enter") {
            event.preventDefault();
            apply();
          } else if (event.key === "Escape") {
            setOpen(false);
            editor.commands.focus();
          }
        }}
        // eslint-disable-next-line jsx-a11y/no-autofocus -- the field appears because the person asked for it
        autoFocus
      />
      <Button small onClick={apply}>
        {href.trim() ? "Apply link" : "Remove link"}
      </Button>
      {problem ? (
        <span className={field.error} id={`${fieldId}-error`}>
          {problem}
        </span>
      ) : null}
    </span>
  );
}
