// Which of a class's same-named members a call on one of its instances reaches.
import type { Definition, TypeFacts } from '../model.js';

/** Of a class's members of one name, those a call on an instance reaches (`v.add(w)`). */
export function calledOnInstance(
  members: Definition[],
  classes: readonly TypeFacts[],
): Definition[] {
  const instance = members.filter((member) => member.static !== true);
  if (instance.length > 0) return instance;
  // An instance's field of that name is what it calls (`reject: Function` beside `static reject()`).
  const [member] = members;
  if (member && classes.some((facts) => facts.fields && Object.hasOwn(facts.fields, member.name)))
    return [];
  // Only static ones: `this.m()` in a static method, or a receiver typed as the class itself.
  return members;
}
