package io.lamancha.protocol.event;

/**
 * One operation of a JSON Patch (RFC 6902) on a viewer's view, as a {@code change} of protocol 3
 * carries them: {@code add}, {@code remove} or {@code replace} at {@code path}, a JSON Pointer
 * (RFC 6901) into the view ({@code /players/2/handSize}; an array's index, or its length to
 * append).
 *
 * @param op {@code add}, {@code remove} or {@code replace}
 * @param path where, from the view's root
 * @param value what is added or put in place, whole; absent for {@code remove}
 */
public record PatchOp(String op, String path, Object value) {

    static PatchOp add(String path, Object value) {
        return new PatchOp("add", path, value);
    }

    static PatchOp replace(String path, Object value) {
        return new PatchOp("replace", path, value);
    }

    static PatchOp remove(String path) {
        return new PatchOp("remove", path, null);
    }
}
