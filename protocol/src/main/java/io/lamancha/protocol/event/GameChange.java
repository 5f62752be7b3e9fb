package io.lamancha.protocol.event;

import io.lamancha.protocol.ServerEvent;
import java.util.List;
import java.util.Map;

/**
 * What changed of a viewer's state since the state of version {@code from} it was sent (only to a
 * JSON client that asked {@code /set updates patch} or {@code changes}): the fields of a state as
 * they are now, and of the view what changed, either as a JSON Patch ({@code patch}, protocol 3:
 * only the values that changed, however deep) or as the view's top-level fields that changed
 * ({@code set} and {@code unset}, protocol 2). The view of {@code from} with the patch applied, or
 * with {@code set} laid over it and {@code unset} removed, is the view of {@code version}.
 *
 * @param seat the viewer's seat index from 0, or {@code null} for a spectator
 * @param from the version of the state this change is laid over
 * @param version the version a move must echo, as a state's
 * @param awaited seat indexes the game waits for
 * @param legal the viewer's legal moves, empty when not awaited
 * @param timer the seconds each move has; {@code null} (absent) without a move timer
 * @param set the view's top-level fields whose value changed, each whole, in the view's order;
 *     absent in a patch
 * @param unset the view's top-level fields that are now absent; absent in a patch
 * @param patch the operations that make the view of {@code from} the view of {@code version}, in
 *     order; absent in a change of top-level fields
 */
public record GameChange(String room, String game, Integer seat, int from, int version, List<Integer> awaited,
                         List<String> legal, Integer timer, Map<String, Object> set, List<String> unset,
                         List<PatchOp> patch) implements ServerEvent {

    public GameChange {
        awaited = List.copyOf(awaited);
        legal = List.copyOf(legal);
        unset = unset == null ? null : List.copyOf(unset);
        patch = patch == null ? null : List.copyOf(patch);
    }

    @Override
    public String ev() {
        return "change";
    }

    /** Never sent in text: a person is prompted as before. */
    @Override
    public List<String> lines() {
        return List.of();
    }

    /** Sent after every move: streamed by the encoder. */
    @Override
    public boolean perMove() {
        return true;
    }
}
