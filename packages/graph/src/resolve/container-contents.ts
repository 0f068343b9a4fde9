// What a class extending one of JavaScript's containers holds (`class HeaderMap extends Map<string,
// string>`), against what a receiver written with that container may hold: a `Map<string,
// Report>` is no HeaderMap, a `Map<string, Session>` no `PeerAddressMap extends Map<PeerAddress,
// T>`.
import type { TypeFacts } from '../model.js';
import { isContainerIn, namesContainer } from './builtins.js';
import type { TypeAliases } from './type-aliases.js';

/** What a receiver's written type names say it holds (see `ContainerContents.receiverHolds`). */
export interface HeldByReceiver {
  /** The repository's types among its names (none: it may hold anything, or a type parameter). */
  held: readonly string[];
  /**
   * `none` when it names no other type (JavaScript's own values, or a `new Map()`); `objects`
   * when one is the repository's class or interface or a library's type; undefined when that
   * cannot be told (a type parameter, an alias, which may be of a string).
   */
  contents: 'none' | 'objects' | undefined;
}

export class ContainerContents {
  constructor(
    /** The repository's classes and interfaces by name. */
    private readonly types: ReadonlyMap<string, TypeFacts[]>,
    private readonly aliases: TypeAliases,
  ) {}

  /**
   * What a receiver written with `written` holds, beside `wanted`, the container types its call
   * is dispatched through. `isLibraryType` says whether a name is a library's type (`Socket` from
   * 'node:net').
   */
  receiverHolds(
    written: readonly string[],
    wanted: ReadonlySet<string>,
    isLibraryType: ((type: string) => boolean) | undefined,
  ): HeldByReceiver {
    const held = written.filter((type) => !wanted.has(type) && this.isRepositoryType(type));
    const others = written.filter(
      (type) => !wanted.has(type) && !isContainerIn(written, type) && !type.startsWith('<'),
    );
    if (others.length === 0)
      return { held, contents: namesContainer(written) ? 'none' : undefined };
    const object = (type: string): boolean =>
      (this.types.has(type) && !this.aliases.declares(type)) || isLibraryType?.(type) === true;
    return { held, contents: others.some(object) ? 'objects' : undefined };
  }

  /** Whether class `container`, extending container `type`, may be a receiver holding `held`. */
  mayHold(container: string | undefined, type: string, receiver: HeldByReceiver): boolean {
    return (
      !this.holdsOther(container, type, receiver.held) &&
      !(receiver.contents && this.holdsNone(container, type, receiver.contents))
    );
  }

  /**
   * Whether a class extending JavaScript's container `type` holds what the receiver cannot: the
   * repository's types (`extends Map<PeerAddress, T>`) when the receiver holds JavaScript's own
   * values (`Map<string, number>`), or only those (`extends Map<string, string>`) when it holds
   * objects (`Map<string, Report>`).
   */
  private holdsNone(
    container: string | undefined,
    type: string,
    contents: 'none' | 'objects',
  ): boolean {
    return (this.types.get(container ?? '') ?? []).some((facts) => {
      if (!facts.superArguments || !Object.hasOwn(facts.superArguments, type)) return false;
      const written = facts.superArguments[type] ?? [];
      return contents === 'objects'
        ? written.length === 0
        : written.some((name) => this.isRepositoryType(name));
    });
  }

  /**
   * Whether a class writes the repository's types as the arguments of its supertype `type`
   * (`extends Map<PeerAddress, T>`) and none of them is among `held`, the repository's types a
   * receiver writes (none: the receiver may hold anything, or a type parameter).
   */
  private holdsOther(
    container: string | undefined,
    type: string,
    held: readonly string[],
  ): boolean {
    if (held.length === 0) return false;
    return (this.types.get(container ?? '') ?? []).some((facts) => {
      const written = facts.superArguments?.[type]?.filter((name) => this.isRepositoryType(name));
      return (
        written !== undefined && written.length > 0 && !written.some((name) => held.includes(name))
      );
    });
  }

  private isRepositoryType(type: string): boolean {
    return this.types.has(type) || this.aliases.declares(type);
  }
}
