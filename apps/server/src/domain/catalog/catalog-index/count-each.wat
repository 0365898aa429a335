;; Facet counts in WebAssembly (decision 118): |base ∧ set| for many sets, 64 bits at a time with the CPU's popcount.
;; JavaScript has no 64-bit popcount; its 32-bit bit-twiddling count was most of a filtered listing miss's CPU.
;; The bytes in count-each.ts are this file compiled by wabt's wat2wasm (a unit test checks they still are).
(module
  (memory (export "memory") 1)
  ;; For k < n: the i32 at out + 4k = popcount(base ∧ set k) over `words` 64-bit words, where set k starts at
  ;; sets + k × stride (bytes). Every address is in bytes and 8-aligned.
  (func (export "countEach")
    (param $base i32) (param $sets i32) (param $n i32) (param $stride i32) (param $words i32) (param $out i32)
    (local $k i32) (local $set i32) (local $at i32) (local $end i32) (local $count i64)
    (local.set $end (i32.shl (local.get $words) (i32.const 3)))
    (local.set $set (local.get $sets))
    (block $done
      (loop $each
        (br_if $done (i32.ge_u (local.get $k) (local.get $n)))
        (local.set $count (i64.const 0))
        (local.set $at (i32.const 0))
        (block $counted
          (loop $word
            (br_if $counted (i32.ge_u (local.get $at) (local.get $end)))
            (local.set $count
              (i64.add
                (local.get $count)
                (i64.popcnt
                  (i64.and
                    (i64.load (i32.add (local.get $base) (local.get $at)))
                    (i64.load (i32.add (local.get $set) (local.get $at)))))))
            (local.set $at (i32.add (local.get $at) (i32.const 8)))
            (br $word)))
        (i32.store (i32.add (local.get $out) (i32.shl (local.get $k) (i32.const 2))) (i32.wrap_i64 (local.get $count)))
        (local.set $set (i32.add (local.get $set) (local.get $stride)))
        (local.set $k (i32.add (local.get $k) (i32.const 1)))
        (br $each)))))
