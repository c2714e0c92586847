// The extended sub-group functions (cl_khr_subgroup_non_uniform_vote, _ballot,
// _non_uniform_arithmetic, _shuffle, _shuffle_relative): elect, votes, ballots and masks,
// shuffles, and reductions over the active work-items of a branch taken by even lanes only.
__kernel void subgroup_extended(__global uint *lanes, __global int *r, __global uint *masks,
                                __global const int *in) {
  size_t gid = get_global_id(0);
  uint lane = get_sub_group_local_id();
  uint size = get_sub_group_size();
  lanes[gid * 2] = get_sub_group_id();
  lanes[gid * 2 + 1] = lane;
  int v = in[gid];
  __global int *o = r + gid * 16;
  o[0] = sub_group_elect();
  o[1] = sub_group_non_uniform_all(v > 0);
  o[2] = sub_group_non_uniform_any(v > 60);
  o[3] = sub_group_non_uniform_all_equal(v / 100);
  o[4] = sub_group_broadcast_first(v);
  o[5] = sub_group_shuffle(v, size - 1 - lane);
  o[6] = sub_group_shuffle_xor(v, 1u);
  // Shuffles run in every lane (a lane reading an inactive one gets an undefined value).
  int up = sub_group_shuffle_up(v, 2u);
  o[7] = lane >= 2 ? up : -1;
  int down = sub_group_shuffle_down(v, 1u);
  o[8] = lane + 1 < size ? down : -1;
  o[9] = sub_group_non_uniform_reduce_mul(v % 5 + 1);
  o[10] = sub_group_non_uniform_reduce_xor(v);
  o[11] = sub_group_non_uniform_scan_inclusive_or(1 << (lane % 8));
  o[12] = sub_group_non_uniform_reduce_logical_and(v);
  o[13] = -5;
  o[14] = -5;
  if (lane % 2 == 0) {
    // Only the even lanes are active here.
    o[13] = sub_group_non_uniform_reduce_add(v);
    o[14] = sub_group_non_uniform_scan_exclusive_max(v);
  }
  uint4 ballot = sub_group_ballot(v % 2);
  o[15] = sub_group_ballot_bit_count(ballot) * 100 + sub_group_ballot_inclusive_scan(ballot) * 10 +
          sub_group_inverse_ballot(ballot);
  __global uint *m = masks + gid * 9;
  m[0] = sub_group_ballot_exclusive_scan(ballot);
  m[1] = sub_group_ballot_find_lsb(ballot);
  m[2] = sub_group_ballot_find_msb(ballot);
  m[3] = sub_group_ballot_bit_extract(ballot, (lane + 1) % size);
  // The lanes of the sub-group (bits past its size are not asserted).
  uint live = size < 32 ? (1u << size) - 1 : 0xffffffffu;
  m[4] = get_sub_group_eq_mask().x;
  m[5] = get_sub_group_lt_mask().x;
  m[6] = get_sub_group_le_mask().x;
  m[7] = get_sub_group_ge_mask().x & live;
  m[8] = get_sub_group_gt_mask().x & live;
}
