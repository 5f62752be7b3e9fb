package io.lamancha.server.journal;

import java.util.List;
import java.util.concurrent.CompletableFuture;

/**
 * A recording that hands everything to another: a journal in front of a journal (counting,
 * guarding) overrides what it adds to and forwards the rest.
 */
public abstract class ForwardingRecording implements Journal.Recording {

    private final Journal.Recording recording;

    protected ForwardingRecording(Journal.Recording recording) {
        this.recording = recording;
    }

    @Override
    public CompletableFuture<Void> moved(int seq, int seat, String move) {
        return recording.moved(seq, seat, move);
    }

    @Override
    public CompletableFuture<List<Journal.RatingChange>> finished(Journal.Result result) {
        return recording.finished(result);
    }

    @Override
    public CompletableFuture<Void> aborted() {
        return recording.aborted();
    }

    @Override
    public boolean rated() {
        return recording.rated();
    }

    @Override
    public void tookBack(int fromSeq) {
        recording.tookBack(fromSeq);
    }

    @Override
    public void abandoned() {
        recording.abandoned();
    }

    @Override
    public void turns(List<Journal.TurnSeat> seats) {
        recording.turns(seats);
    }

    @Override
    public CompletableFuture<Boolean> parked(List<Journal.TurnSeat> seats) {
        return recording.parked(seats);
    }

    @Override
    public CompletableFuture<Boolean> unparked() {
        return recording.unparked();
    }
}
