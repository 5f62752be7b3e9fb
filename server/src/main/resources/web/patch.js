// A JSON Patch (RFC 6902) of the operations a `change` of protocol 3 carries (add, remove,
// replace), applied to the view the page holds. The view given is left as it was: the objects
// and arrays on each operation's path are copied, the rest shared, so a state drawn before stays
// what it was. A patch that does not fit the view throws; the page then asks /show.

/** `view` with `ops` applied in order. */
export function applyPatch(view, ops) {
  const copied = new Set();
  const own = (node) => {
    if (copied.has(node)) return node;
    if (node === null || typeof node !== "object") throw new Error("a path through a plain value");
    const mine = Array.isArray(node) ? node.slice() : { ...node };
    copied.add(mine);
    return mine;
  };
  let root = view;
  for (const op of ops) {
    const path = pointer(op.path);
    if (path.length === 0) {
      if (op.op === "remove") throw new Error("the whole view cannot be removed");
      root = op.value;
      continue;
    }
    root = own(root);
    let parent = root;
    for (const token of path.slice(0, -1)) {
      const key = Array.isArray(parent) ? index(token, parent.length) : token;
      if (!(key in parent)) throw new Error(`no ${token} on the way to ${op.path}`);
      parent[key] = own(parent[key]);
      parent = parent[key];
    }
    change(parent, path[path.length - 1], op);
  }
  return root;
}

function change(parent, token, op) {
  if (Array.isArray(parent)) {
    if (op.op === "add") parent.splice(token === "-" ? parent.length : index(token, parent.length + 1), 0, op.value);
    else if (op.op === "replace") parent[index(token, parent.length)] = op.value;
    else if (op.op === "remove") parent.splice(index(token, parent.length), 1);
    else throw new Error(`not an operation of this protocol: ${op.op}`);
    return;
  }
  if (op.op !== "add" && !Object.prototype.hasOwnProperty.call(parent, token)) {
    throw new Error(`no ${token} to ${op.op}`);
  }
  if (op.op === "add" || op.op === "replace") parent[token] = op.value;
  else if (op.op === "remove") delete parent[token];
  else throw new Error(`not an operation of this protocol: ${op.op}`);
}

/** The tokens of a JSON Pointer (RFC 6901), ~1 and ~0 unescaped. */
function pointer(path) {
  if (path === "") return [];
  if (!path.startsWith("/")) throw new Error(`a path starts with /: ${path}`);
  return path.slice(1).split("/").map((t) => t.replaceAll("~1", "/").replaceAll("~0", "~"));
}

function index(token, bound) {
  const i = /^\d+$/.test(token) ? Number(token) : -1;
  if (i < 0 || i >= bound) throw new Error(`index ${token} out of 0..${bound - 1}`);
  return i;
}
