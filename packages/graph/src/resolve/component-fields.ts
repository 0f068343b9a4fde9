// A class component's `props` and `state`: a library's component class (React's and Preact's
// `Component<P, S>` and `PureComponent<P, S>`, Blueprint's `AbstractComponent<P, S>`) declares
// them with its parameters, so they are what the heritage clause writes for those; so is a
// JupyterLab document widget's `content`, and a VDom renderer's `model`.
import type { TypeFacts } from '../model.js';

/** The fields a component class declares with its parameters, by the parameter's position. */
const COMPONENT_FIELDS: Readonly<Record<string, number>> = { props: 0, state: 1 };

/**
 * Other libraries' widget classes declaring a field with a parameter, by class and field:
 * JupyterLab's `DocumentWidget<T>` and `MainAreaWidget<T>` hold their `content: T`, its
 * `VDomRenderer<T>` its `model: T`.
 */
const PARAMETER_FIELDS: Readonly<Record<string, Readonly<Record<string, number>>>> = {
  DocumentWidget: { content: 0 },
  MainAreaWidget: { content: 0 },
  VDomRenderer: { model: 0 },
};

/** A library class named as a component class is (`React.Component`, `AbstractPureComponent`). */
const COMPONENT_CLASS = /(?:^|\.)\w*Component$/;

/**
 * The types of field `name` of a class (`facts`) that extends `supertype`, a library's component
 * class, as its heritage clause writes them (`extends Component<HeaderProps>`: `this.props` is a
 * HeaderProps); undefined for any other field, class or argument (a type parameter says nothing).
 */
export function componentField(
  facts: TypeFacts,
  supertype: string,
  name: string,
  isRepositoryType: (type: string) => boolean,
): string[] | undefined {
  const head = supertype.slice(supertype.lastIndexOf('.') + 1);
  const fields = COMPONENT_CLASS.test(supertype)
    ? COMPONENT_FIELDS
    : Object.hasOwn(PARAMETER_FIELDS, head)
      ? PARAMETER_FIELDS[head]
      : undefined;
  const position = fields && Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (position === undefined || isRepositoryType(head)) return undefined;
  const written = facts.writtenArguments?.[head]?.[position];
  return written ? [written] : undefined;
}
