package io.lamancha.protocol;

import java.lang.invoke.LambdaMetafactory;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Method;

/**
 * A record component's accessor as a plain call: a small class made once per accessor, which
 * calls it directly (no reflection, no method handle invoked per read), so it inlines like any
 * other call. Used where records are read many times a move: the JSON writer and view changes.
 */
@FunctionalInterface
public interface RecordGetter {

    /** The component's value in {@code record} (a primitive boxed). */
    Object get(Object record);

    /** The public accessor as a getter (primitives boxed), or null when it cannot be made one. */
    static RecordGetter of(Method accessor) {
        try {
            MethodHandles.Lookup lookup = MethodHandles.lookup();
            MethodHandle target = lookup.unreflect(accessor);
            MethodType erased = MethodType.methodType(Object.class, Object.class);
            MethodType exact = MethodType.methodType(accessor.getReturnType(),
                    accessor.getDeclaringClass());
            return (RecordGetter) LambdaMetafactory.metafactory(lookup, "get",
                    MethodType.methodType(RecordGetter.class), erased, target, exact)
                    .getTarget().invokeExact();
        } catch (Throwable e) {
            return null;
        }
    }
}
